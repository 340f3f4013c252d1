// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// The errors of branch.created, branch.updated, branch.statusUpdated deliveries (one shape, the event name a parameter) (the first MAX_VALIDATION_ERRORS), with messages; loaded only once a body has failed the fast check.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';
import { appendErrors, MAX_VALIDATION_ERRORS } from '../append-errors.ts';

/** The validator of one event of this shape (branch.created, branch.updated, branch.statusUpdated). */
export function validatorFor(eventName) {
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/events/branch.shape.json","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":eventName},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"../objects/branch.schema.json"},"changes":{"$ref":"../envelope.schema.json#/definitions/changes"}}}}};
const schema13 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema39 = {"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/branch.schema.json","title":"Branch","description":"A branch of a project: the object of branch events, and the branch of a commits.created push.","type":"object","required":["createdAt","description","divergedFromBranchId","head","id","mergeSha","mergedIntoBranchId","name","objectType","parent","projectId","startedAtSha","status","updatedAt","user"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"description":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"divergedFromBranchId":{"$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"head":{"description":"SHA of the branch's latest commit.","$ref":"../definitions.schema.json#/definitions/emptyableSha"},"id":{"description":"A UUID, or \"master\" for the main branch.","$ref":"../definitions.schema.json#/definitions/branchId"},"mergeSha":{"$ref":"../definitions.schema.json#/definitions/emptyableSha"},"mergedIntoBranchId":{"$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"name":{"type":"string"},"objectType":{"type":"string","const":"branch"},"parent":{"description":"Id of the parent branch: a UUID, \"master\", or empty for the main branch.","$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"projectId":{"$ref":"../definitions.schema.json#/definitions/uuid"},"startedAtSha":{"$ref":"../definitions.schema.json#/definitions/emptyableSha"},"status":{"description":"The branch's status. Known values: active, wip, feedback, review, merged, archived, deleted, diverged; the SDK types it as any string.","anyOf":[{"type":"string","enum":["active","wip","feedback","review","merged","archived","deleted","diverged"]},{"type":"string"}]},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"user":{"description":"The branch's owner (email may be absent).","$ref":"user.schema.json"},"userId":{"description":"Id of the branch's owner (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"},"userName":{"description":"Name of the branch's owner (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"}}};
const schema16 = {"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]};
const schema19 = {"description":"A UUID (either letter case).","type":"string","format":"uuid"};
const schema17 = {"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/branchId"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema18 = {"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"$ref":"#/definitions/uuid"},{"type":"string","enum":["master"]}]};
const formats0 = formats.uuid;

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(!(formats0(data))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err1 = {instancePath,schemaPath:"#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(!(data === "master")){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema18.anyOf[1].enum},message:"must be equal to one of the allowed values"};
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
}
if(!valid0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
validate14.errors = vErrors;
return errors === 0;
}

const func2 = ucs2length;

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData}))){
errors += validate14.errors.length;
vErrors = appendErrors(vErrors, validate14.errors);
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(typeof data === "string"){
if(func2(data) > 0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
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
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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

const schema20 = {"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema21 = {"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"};
const pattern2 = new RegExp("^[0-9a-f]{40}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(!pattern2.test(data)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"},message:"must match pattern \""+"^[0-9a-f]{40}$"+"\""};
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
const err1 = {instancePath,schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate17.errors = vErrors;
return errors === 0;
}


function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(!(formats0(data))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err1 = {instancePath,schemaPath:"#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(!(data === "master")){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema18.anyOf[1].enum},message:"must be equal to one of the allowed values"};
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
}
if(!valid0){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
validate19.errors = vErrors;
return errors === 0;
}

const schema26 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/user.schema.json","title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"../definitions.schema.json#/definitions/emptyableUri"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"username":{"type":"string"}}};
const schema27 = {"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]};
const formats6 = formats.uri;
const formats8 = formats.email;
const schema29 = {"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate26.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(formats6(data0))){
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
if(!(validate26(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
errors += validate26.errors.length;
vErrors = appendErrors(vErrors, validate26.errors);
}
}
if(data.email !== undefined){
let data3 = data.email;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(typeof data3 === "string"){
if(!(formats8(data3))){
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
if(!(formats0(data4))){
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
if(!(validate26(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
errors += validate26.errors.length;
vErrors = appendErrors(vErrors, validate26.errors);
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
const err26 = {instancePath:instancePath+"/primaryEmailId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type},message:"must be string,null"};
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
validate25.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/branch.schema.json" */;
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
if(data.description === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
if(data.divergedFromBranchId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "divergedFromBranchId"},message:"must have required property '"+"divergedFromBranchId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(data.head === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "head"},message:"must have required property '"+"head"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
if(data.id === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
if(data.mergeSha === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mergeSha"},message:"must have required property '"+"mergeSha"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
if(data.mergedIntoBranchId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mergedIntoBranchId"},message:"must have required property '"+"mergedIntoBranchId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
}
errors++;
}
if(data.name === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
}
errors++;
}
if(data.objectType === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectType"},message:"must have required property '"+"objectType"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
}
errors++;
}
if(data.parent === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parent"},message:"must have required property '"+"parent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
}
errors++;
}
if(data.projectId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
}
errors++;
}
if(data.startedAtSha === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startedAtSha"},message:"must have required property '"+"startedAtSha"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
}
errors++;
}
if(data.status === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
}
errors++;
}
if(data.updatedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
}
errors++;
}
if(data.user === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
}
errors++;
}
if(data.createdAt !== undefined){
let data0 = data.createdAt;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err15 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
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
const err16 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.description !== undefined){
let data1 = data.description;
if((typeof data1 !== "string") && (data1 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err17 = {instancePath:instancePath+"/description",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type},message:"must be string,null"};
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
if(data.divergedFromBranchId !== undefined){
if(!(validate13(data.divergedFromBranchId, {instancePath:instancePath+"/divergedFromBranchId",parentData:data,parentDataProperty:"divergedFromBranchId",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.head !== undefined){
if(!(validate17(data.head, {instancePath:instancePath+"/head",parentData:data,parentDataProperty:"head",rootData}))){
errors += validate17.errors.length;
vErrors = appendErrors(vErrors, validate17.errors);
}
}
if(data.id !== undefined){
if(!(validate19(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
errors += validate19.errors.length;
vErrors = appendErrors(vErrors, validate19.errors);
}
}
if(data.mergeSha !== undefined){
if(!(validate17(data.mergeSha, {instancePath:instancePath+"/mergeSha",parentData:data,parentDataProperty:"mergeSha",rootData}))){
errors += validate17.errors.length;
vErrors = appendErrors(vErrors, validate17.errors);
}
}
if(data.mergedIntoBranchId !== undefined){
if(!(validate13(data.mergedIntoBranchId, {instancePath:instancePath+"/mergedIntoBranchId",parentData:data,parentDataProperty:"mergedIntoBranchId",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
}
errors++;
}
}
if(data.objectType !== undefined){
let data8 = data.objectType;
if(typeof data8 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err19 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
}
errors++;
}
if("branch" !== data8){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err20 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "branch"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
}
errors++;
}
}
if(data.parent !== undefined){
if(!(validate13(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.projectId !== undefined){
let data10 = data.projectId;
if(typeof data10 === "string"){
if(!(formats0(data10))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err21 = {instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err22 = {instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.startedAtSha !== undefined){
if(!(validate17(data.startedAtSha, {instancePath:instancePath+"/startedAtSha",parentData:data,parentDataProperty:"startedAtSha",rootData}))){
errors += validate17.errors.length;
vErrors = appendErrors(vErrors, validate17.errors);
}
}
if(data.status !== undefined){
let data12 = data.status;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if(typeof data12 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err23 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
}
errors++;
}
if(!((((((((data12 === "active") || (data12 === "wip")) || (data12 === "feedback")) || (data12 === "review")) || (data12 === "merged")) || (data12 === "archived")) || (data12 === "deleted")) || (data12 === "diverged"))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err24 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
}
errors++;
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs25 = errors;
if(typeof data12 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err25 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
}
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
if(vErrors.length > _errs22){
vErrors.length = _errs22;
}
}
else {
vErrors = null;
}
}
}
}
if(data.updatedAt !== undefined){
let data13 = data.updatedAt;
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
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
if(data.user !== undefined){
if(!(validate25(data.user, {instancePath:instancePath+"/user",parentData:data,parentDataProperty:"user",rootData}))){
errors += validate25.errors.length;
vErrors = appendErrors(vErrors, validate25.errors);
}
}
if(data.userId !== undefined){
let data15 = data.userId;
if((typeof data15 !== "string") && (data15 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err29 = {instancePath:instancePath+"/userId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type},message:"must be string,null"};
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
if(data.userName !== undefined){
let data16 = data.userName;
if((typeof data16 !== "string") && (data16 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err30 = {instancePath:instancePath+"/userName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/branch.shape.json" */;
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
