// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates project.updated deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/events/project.updated.schema.json","title":"ProjectUpdatedEvent","description":"An existing project is updated.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":"project.updated"},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"../objects/project.schema.json"},"changes":{"$ref":"../envelope.schema.json#/definitions/changes"}}}}};
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
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(errors === _errs4){
if(typeof data === "string"){
if(func2(data) > 0){
const err2 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data !== null){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate13.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
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
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(errors === _errs4){
if(typeof data === "string"){
if(func2(data) > 0){
const err2 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data !== null){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate16.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.avatarUrl === undefined) && (missing0 = "avatarUrl")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.username === undefined) && (missing0 = "username"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.avatarUrl !== undefined){
let data0 = data.avatarUrl;
const _errs1 = errors;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
const err0 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/0/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs6 = errors;
if(errors === _errs6){
if(typeof data0 === "string"){
if(func2(data0) > 0){
const err2 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs8 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
}
}
if(!valid2){
const err5 = {instancePath:instancePath+"/avatarUrl",schemaPath:"../definitions.schema.json#/definitions/emptyableUri/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate15.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data1 = data.createdAt;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate15.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs13 = errors;
if(!(validate16(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
let data3 = data.email;
const _errs14 = errors;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data3 === "string"){
if(!(formats2(data3))){
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/0/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs18 = errors;
if(errors === _errs18){
if(typeof data3 === "string"){
if(func2(data3) > 0){
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs20 = errors;
if(data3 !== null){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
}
}
if(!valid4){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate15.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data4 = data.id;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data4 === "string"){
if(!(formats4(data4))){
validate15.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastActiveAt !== undefined){
const _errs25 = errors;
if(!(validate16(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs26 = errors;
if(typeof data.name !== "string"){
validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data7 = data.objectType;
const _errs28 = errors;
if(typeof data7 !== "string"){
validate15.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data7){
validate15.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primaryEmailId !== undefined){
let data8 = data.primaryEmailId;
const _errs30 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate15.errors = [{instancePath:instancePath+"/primaryEmailId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data9 = data.updatedAt;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data9 === "string"){
if(!pattern0.test(data9)){
validate15.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
const _errs36 = errors;
if(typeof data.username !== "string"){
validate15.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

const pattern2 = new RegExp("^#", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/project.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((data.about === undefined) && (missing0 = "about")) || ((data.archivedAt === undefined) && (missing0 = "archivedAt"))) || ((data.color === undefined) && (missing0 = "color"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.createdByUser === undefined) && (missing0 = "createdByUser"))) || ((data.deletedAt === undefined) && (missing0 = "deletedAt"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.firstPushedAt === undefined) && (missing0 = "firstPushedAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.organizationId === undefined) && (missing0 = "organizationId"))) || ((data.pushedAt === undefined) && (missing0 = "pushedAt"))) || ((data.sectionId === undefined) && (missing0 = "sectionId"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.visibility === undefined) && (missing0 = "visibility"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.about !== undefined){
let data0 = data.about;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate12.errors = [{instancePath:instancePath+"/about",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archivedAt !== undefined){
const _errs4 = errors;
if(!(validate13(data.archivedAt, {instancePath:instancePath+"/archivedAt",parentData:data,parentDataProperty:"archivedAt",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.assetAutoGeneration !== undefined){
let data2 = data.assetAutoGeneration;
const _errs5 = errors;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(typeof data2 !== "string"){
const err0 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data2 === "all") || (data2 === "master")) || (data2 === "off"))){
const err1 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.assetAutoGeneration.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/assetAutoGeneration",schemaPath:"#/properties/assetAutoGeneration/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.color !== undefined){
let data3 = data.color;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern2.test(data3)){
validate12.errors = [{instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data4 = data.createdAt;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdByUser !== undefined){
const _errs16 = errors;
if(!(validate15(data.createdByUser, {instancePath:instancePath+"/createdByUser",parentData:data,parentDataProperty:"createdByUser",rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs17 = errors;
if(!(validate13(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data7 = data.description;
const _errs18 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate12.errors = [{instancePath:instancePath+"/description",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPushedAt !== undefined){
const _errs21 = errors;
if(!(validate13(data.firstPushedAt, {instancePath:instancePath+"/firstPushedAt",parentData:data,parentDataProperty:"firstPushedAt",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data9 = data.id;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data9 === "string"){
if(!(formats4(data9))){
validate12.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isNew !== undefined){
const _errs25 = errors;
if(typeof data.isNew !== "boolean"){
validate12.errors = [{instancePath:instancePath+"/isNew",schemaPath:"#/properties/isNew/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs27 = errors;
if(typeof data.name !== "string"){
validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data12 = data.objectType;
const _errs29 = errors;
if(typeof data12 !== "string"){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("project" !== data12){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "project"}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationId !== undefined){
let data13 = data.organizationId;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data13 === "string"){
if(!(formats4(data13))){
validate12.errors = [{instancePath:instancePath+"/organizationId",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/organizationId",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pushedAt !== undefined){
const _errs34 = errors;
if(!(validate13(data.pushedAt, {instancePath:instancePath+"/pushedAt",parentData:data,parentDataProperty:"pushedAt",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repoCreatedAt !== undefined){
const _errs35 = errors;
if(!(validate13(data.repoCreatedAt, {instancePath:instancePath+"/repoCreatedAt",parentData:data,parentDataProperty:"repoCreatedAt",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sectionId !== undefined){
let data16 = data.sectionId;
const _errs36 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate12.errors = [{instancePath:instancePath+"/sectionId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sizeInBytes !== undefined){
let data17 = data.sizeInBytes;
const _errs39 = errors;
if(errors === _errs39){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate12.errors = [{instancePath:instancePath+"/sizeInBytes",schemaPath:"#/properties/sizeInBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/sizeInBytes",schemaPath:"#/properties/sizeInBytes/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data18 = data.type;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(typeof data18 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data18 === "cloud")){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.type.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs45 = errors;
if(typeof data18 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs47 = errors;
if(data18 !== null){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid8 = valid8 || _valid1;
}
}
if(!valid8){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data19 = data.updatedAt;
const _errs49 = errors;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.visibility !== undefined){
let data20 = data.visibility;
const _errs52 = errors;
const _errs53 = errors;
let valid10 = false;
const _errs54 = errors;
if(typeof data20 !== "string"){
const err9 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data20 === "organization") || (data20 === "specific"))){
const err10 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.visibility.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs54 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs56 = errors;
if(typeof data20 !== "string"){
const err11 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs56 === errors;
valid10 = valid10 || _valid2;
}
if(!valid10){
const err12 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/project.updated.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.createdAt === undefined) && (missing0 = "createdAt")) || ((data.event === undefined) && (missing0 = "event"))) || ((data.data === undefined) && (missing0 = "data"))){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.createdAt !== undefined){
let data0 = data.createdAt;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate10.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("project.updated" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "project.updated"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data2 = data.data;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.object === undefined) && (missing1 = "object")){
validate10.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data2.object !== undefined){
const _errs8 = errors;
if(!(validate12(data2.object, {instancePath:instancePath+"/data/object",parentData:data2,parentDataProperty:"object",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.changes !== undefined){
let data4 = data2.changes;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
let data5 = data4[key0];
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
if(data5.length > 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../envelope.schema.json#/definitions/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2}}];
return false;
}
else {
if(data5.length < 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../envelope.schema.json#/definitions/changes/additionalProperties/minItems",keyword:"minItems",params:{limit: 2}}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../envelope.schema.json#/definitions/changes/additionalProperties/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes",schemaPath:"../envelope.schema.json#/definitions/changes/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}
