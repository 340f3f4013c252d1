// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// The errors of project.created, project.updated, project.deleted deliveries (one shape, the event name a parameter) (the first MAX_VALIDATION_ERRORS), with messages; loaded only once a body has failed the fast check.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';
import { appendErrors, MAX_VALIDATION_ERRORS } from '../append-errors.ts';

/** The validator of one event of this shape (project.created, project.updated, project.deleted). */
export function validatorFor(eventName) {
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/events/project.shape.json","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":eventName},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"../objects/project.schema.json"},"changes":{"$ref":"../envelope.schema.json#/definitions/changes"}}}}};
const schema13 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema35 = {"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/project.schema.json","title":"Project","description":"A project: the object of project.created, project.updated and project.deleted.","type":"object","required":["about","archivedAt","color","createdAt","createdByUser","deletedAt","description","firstPushedAt","id","name","objectType","organizationId","pushedAt","sectionId","updatedAt","visibility"],"properties":{"about":{"description":"Present, may be null.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"archivedAt":{"description":"When the project was archived; null while it is not.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"assetAutoGeneration":{"description":"Which branches get assets generated (SDK field; optional). Known values: all, master, off.","anyOf":[{"type":"string","enum":["all","master","off"]},{"type":"string"}]},"color":{"description":"Hex colour string starting with #.","type":"string","pattern":"^#"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"createdByUser":{"description":"The user who created the project (email may be absent).","$ref":"user.schema.json"},"deletedAt":{"description":"When the project was deleted; null while it is not.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"description":{"description":"Present, may be null.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"firstPushedAt":{"description":"When the project was first pushed; empty (null or \"\") for a project never pushed.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"isNew":{"description":"Seen on project.created and project.updated; whether other events carry it is unknown (optional).","type":"boolean"},"name":{"type":"string"},"objectType":{"type":"string","const":"project"},"organizationId":{"$ref":"../definitions.schema.json#/definitions/uuid"},"pushedAt":{"description":"When the project was last pushed; empty (null or \"\") for a project never pushed.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"repoCreatedAt":{"description":"When the project's repository was created (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"sectionId":{"description":"Present, may be null.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"sizeInBytes":{"description":"Size of the project's data (SDK field; optional).","type":"number","minimum":0},"type":{"description":"Kind of project (SDK field; optional). Known value: cloud; null for others.","anyOf":[{"type":"string","enum":["cloud"]},{"type":"string"},{"type":"null"}]},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"visibility":{"description":"Who can see the project. Known values: organization, specific; the platform may add others (beta).","anyOf":[{"type":"string","enum":["organization","specific"]},{"type":"string"}]}}};
const schema15 = {"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]};
const schema24 = {"description":"A UUID (either letter case).","type":"string","format":"uuid"};
const schema16 = {"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]};
const func2 = ucs2length;

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(!pattern0.test(data)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data === "string"){
if(func2(data) > 0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
if(vErrors.length > _errs0){
vErrors.length = _errs0;
}
}
else {
vErrors = null;
}
}
}
validate13.errors = vErrors;
return errors === 0;
}

const schema19 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/user.schema.json","title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"../definitions.schema.json#/definitions/emptyableUri"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"username":{"type":"string"}}};
const schema20 = {"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]};
const formats0 = formats.uri;
const formats2 = formats.email;
const formats4 = formats.uuid;

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(!pattern0.test(data)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data === "string"){
if(func2(data) > 0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
if(vErrors.length > _errs0){
vErrors.length = _errs0;
}
}
else {
vErrors = null;
}
}
}
validate16.errors = vErrors;
return errors === 0;
}


function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/user.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.avatarUrl === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avatarUrl"},message:"must have required property '"+"avatarUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
}
errors++;
}
if(data.createdAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
if(data.id === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(data.name === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
if(data.objectType === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectType"},message:"must have required property '"+"objectType"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
if(data.updatedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
if(data.username === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
}
errors++;
}
if(data.avatarUrl !== undefined){
let data0 = data.avatarUrl;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 === "string"){
if(!(formats0(data0))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err7 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err8 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs6 = errors;
if(typeof data0 === "string"){
if(func2(data0) > 0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err9 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err10 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs8 = errors;
if(data0 !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err11 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
}
}
if(!valid2){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err12 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
if(vErrors.length > _errs3){
vErrors.length = _errs3;
}
}
else {
vErrors = null;
}
}
}
}
if(data.createdAt !== undefined){
let data1 = data.createdAt;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err13 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err14 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
}
errors++;
}
}
if(data.deletedAt !== undefined){
if(!(validate16(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
errors += validate16.errors.length;
vErrors = appendErrors(vErrors, validate16.errors);
}
}
if(data.email !== undefined){
let data3 = data.email;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(typeof data3 === "string"){
if(!(formats2(data3))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/0/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs18 = errors;
if(typeof data3 === "string"){
if(func2(data3) > 0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs20 = errors;
if(data3 !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err19 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
}
}
if(!valid4){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err20 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
if(vErrors.length > _errs15){
vErrors.length = _errs15;
}
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data4 = data.id;
if(typeof data4 === "string"){
if(!(formats4(data4))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err21 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err22 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
}
errors++;
}
}
if(data.lastActiveAt !== undefined){
if(!(validate16(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
errors += validate16.errors.length;
vErrors = appendErrors(vErrors, validate16.errors);
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err23 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
}
errors++;
}
}
if(data.objectType !== undefined){
let data7 = data.objectType;
if(typeof data7 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err24 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
}
errors++;
}
if("user" !== data7){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err25 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
}
errors++;
}
}
if(data.primaryEmailId !== undefined){
let data8 = data.primaryEmailId;
if((typeof data8 !== "string") && (data8 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err26 = {instancePath:instancePath+"/primaryEmailId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data9 = data.updatedAt;
if(typeof data9 === "string"){
if(!pattern0.test(data9)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err27 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err28 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
}
errors++;
}
}
if(data.username !== undefined){
if(typeof data.username !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err29 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const pattern2 = new RegExp("^#", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/project.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.about === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "about"},message:"must have required property '"+"about"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
}
errors++;
}
if(data.archivedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "archivedAt"},message:"must have required property '"+"archivedAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
if(data.color === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "color"},message:"must have required property '"+"color"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(data.createdAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
if(data.createdByUser === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdByUser"},message:"must have required property '"+"createdByUser"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
if(data.deletedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deletedAt"},message:"must have required property '"+"deletedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
if(data.description === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
}
errors++;
}
if(data.firstPushedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstPushedAt"},message:"must have required property '"+"firstPushedAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
}
errors++;
}
if(data.id === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
}
errors++;
}
if(data.name === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
}
errors++;
}
if(data.objectType === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectType"},message:"must have required property '"+"objectType"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
}
errors++;
}
if(data.organizationId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "organizationId"},message:"must have required property '"+"organizationId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
}
errors++;
}
if(data.pushedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pushedAt"},message:"must have required property '"+"pushedAt"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
}
errors++;
}
if(data.sectionId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sectionId"},message:"must have required property '"+"sectionId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
}
errors++;
}
if(data.updatedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
}
errors++;
}
if(data.visibility === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visibility"},message:"must have required property '"+"visibility"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
}
errors++;
}
if(data.about !== undefined){
let data0 = data.about;
if((typeof data0 !== "string") && (data0 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err16 = {instancePath:instancePath+"/about",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
}
errors++;
}
}
if(data.archivedAt !== undefined){
if(!(validate13(data.archivedAt, {instancePath:instancePath+"/archivedAt",parentData:data,parentDataProperty:"archivedAt",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.assetAutoGeneration !== undefined){
let data2 = data.assetAutoGeneration;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(typeof data2 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err17 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
}
errors++;
}
if(!(((data2 === "all") || (data2 === "master")) || (data2 === "off"))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err18 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.assetAutoGeneration.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs9 = errors;
if(typeof data2 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err19 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err20 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
if(vErrors.length > _errs6){
vErrors.length = _errs6;
}
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data3 = data.color;
if(typeof data3 === "string"){
if(!pattern2.test(data3)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err21 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#"},message:"must match pattern \""+"^#"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err22 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
}
errors++;
}
}
if(data.createdAt !== undefined){
let data4 = data.createdAt;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err23 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err24 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
}
errors++;
}
}
if(data.createdByUser !== undefined){
if(!(validate15(data.createdByUser, {instancePath:instancePath+"/createdByUser",parentData:data,parentDataProperty:"createdByUser",rootData}))){
errors += validate15.errors.length;
vErrors = appendErrors(vErrors, validate15.errors);
}
}
if(data.deletedAt !== undefined){
if(!(validate13(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.description !== undefined){
let data7 = data.description;
if((typeof data7 !== "string") && (data7 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err25 = {instancePath:instancePath+"/description",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
}
errors++;
}
}
if(data.firstPushedAt !== undefined){
if(!(validate13(data.firstPushedAt, {instancePath:instancePath+"/firstPushedAt",parentData:data,parentDataProperty:"firstPushedAt",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.id !== undefined){
let data9 = data.id;
if(typeof data9 === "string"){
if(!(formats4(data9))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err26 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err27 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
}
errors++;
}
}
if(data.isNew !== undefined){
if(typeof data.isNew !== "boolean"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err28 = {instancePath:instancePath+"/isNew",schemaPath:"#/properties/isNew/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err29 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
}
errors++;
}
}
if(data.objectType !== undefined){
let data12 = data.objectType;
if(typeof data12 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err30 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
}
errors++;
}
if("project" !== data12){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err31 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "project"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
}
errors++;
}
}
if(data.organizationId !== undefined){
let data13 = data.organizationId;
if(typeof data13 === "string"){
if(!(formats4(data13))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err32 = {instancePath:instancePath+"/organizationId",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err33 = {instancePath:instancePath+"/organizationId",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
}
errors++;
}
}
if(data.pushedAt !== undefined){
if(!(validate13(data.pushedAt, {instancePath:instancePath+"/pushedAt",parentData:data,parentDataProperty:"pushedAt",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.repoCreatedAt !== undefined){
if(!(validate13(data.repoCreatedAt, {instancePath:instancePath+"/repoCreatedAt",parentData:data,parentDataProperty:"repoCreatedAt",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.sectionId !== undefined){
let data16 = data.sectionId;
if((typeof data16 !== "string") && (data16 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err34 = {instancePath:instancePath+"/sectionId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
}
errors++;
}
}
if(data.sizeInBytes !== undefined){
let data17 = data.sizeInBytes;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err35 = {instancePath:instancePath+"/sizeInBytes",schemaPath:"#/properties/sizeInBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err36 = {instancePath:instancePath+"/sizeInBytes",schemaPath:"#/properties/sizeInBytes/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
}
errors++;
}
}
if(data.type !== undefined){
let data18 = data.type;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(typeof data18 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err37 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
}
errors++;
}
if(!(data18 === "cloud")){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err38 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.type.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
}
errors++;
}
var _valid1 = _errs43 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs45 = errors;
if(typeof data18 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err39 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
}
errors++;
}
var _valid1 = _errs45 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs47 = errors;
if(data18 !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err40 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
}
errors++;
}
var _valid1 = _errs47 === errors;
valid8 = valid8 || _valid1;
}
}
if(!valid8){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err41 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
if(vErrors.length > _errs42){
vErrors.length = _errs42;
}
}
else {
vErrors = null;
}
}
}
}
if(data.updatedAt !== undefined){
let data19 = data.updatedAt;
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err42 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err43 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
}
errors++;
}
}
if(data.visibility !== undefined){
let data20 = data.visibility;
const _errs53 = errors;
let valid10 = false;
const _errs54 = errors;
if(typeof data20 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err44 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
}
errors++;
}
if(!((data20 === "organization") || (data20 === "specific"))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err45 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.visibility.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
}
errors++;
}
var _valid2 = _errs54 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs56 = errors;
if(typeof data20 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err46 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
}
errors++;
}
var _valid2 = _errs56 === errors;
valid10 = valid10 || _valid2;
}
if(!valid10){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err47 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
if(vErrors.length > _errs53){
vErrors.length = _errs53;
}
}
else {
vErrors = null;
}
}
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/project.shape.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.createdAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
}
errors++;
}
if(data.event === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
if(data.data === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(data.createdAt !== undefined){
let data0 = data.createdAt;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
}
if(data.event !== undefined){
let data1 = data.event;
if(typeof data1 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
if(eventName !== data1){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err6 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: eventName},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.object === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
}
errors++;
}
if(data2.object !== undefined){
if(!(validate12(data2.object, {instancePath:instancePath+"/data/object",parentData:data2,parentDataProperty:"object",rootData}))){
errors += validate12.errors.length;
vErrors = appendErrors(vErrors, validate12.errors);
}
}
if(data2.changes !== undefined){
let data4 = data2.changes;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
let data5 = data4[key0];
if(Array.isArray(data5)){
if(data5.length > 2){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err8 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../envelope.schema.json#/definitions/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
}
errors++;
}
if(data5.length < 2){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err9 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../envelope.schema.json#/definitions/changes/additionalProperties/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err10 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../envelope.schema.json#/definitions/changes/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err11 = {instancePath:instancePath+"/data/changes",schemaPath:"../envelope.schema.json#/definitions/changes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
return validate10;
}
