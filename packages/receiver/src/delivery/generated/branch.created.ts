// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates branch.created deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"BranchCreatedEvent","description":"A new branch is created.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"event":{"type":"string","const":"branch.created"},"data":{"type":"object","required":["object"],"properties":{"object":{"title":"Branch","description":"A branch of a project: the object of branch events, and the branch of a commits.created push.","type":"object","required":["createdAt","description","divergedFromBranchId","head","id","mergeSha","mergedIntoBranchId","name","objectType","parent","projectId","startedAtSha","status","updatedAt","user"],"properties":{"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"description":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"divergedFromBranchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"head":{"description":"SHA of the branch's latest commit.","anyOf":[{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"description":"A UUID, or \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},"mergeSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},{"type":"string","maxLength":0},{"type":"null"}]},"mergedIntoBranchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"name":{"type":"string"},"objectType":{"type":"string","const":"branch"},"parent":{"description":"Id of the parent branch: a UUID, \"master\", or empty for the main branch.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"projectId":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"startedAtSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},{"type":"string","maxLength":0},{"type":"null"}]},"status":{"description":"The branch's status. Known values: active, wip, feedback, review, merged, archived, deleted, diverged; the SDK types it as any string.","anyOf":[{"type":"string","enum":["active","wip","feedback","review","merged","archived","deleted","diverged"]},{"type":"string"}]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"user":{"title":"User","description":"The branch's owner (email may be absent).","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","type":["string","null"]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"username":{"type":"string"}}},"userId":{"description":"Id of the branch's owner (SDK field; optional).","type":["string","null"]},"userName":{"description":"Name of the branch's owner (SDK field; optional).","type":["string","null"]}}},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}}}},"definitions":{"timestamp":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"Branch":{"title":"Branch","description":"A branch of a project: the object of branch events, and the branch of a commits.created push.","type":"object","required":["createdAt","description","divergedFromBranchId","head","id","mergeSha","mergedIntoBranchId","name","objectType","parent","projectId","startedAtSha","status","updatedAt","user"],"properties":{"createdAt":{"$ref":"#/definitions/timestamp"},"description":{"$ref":"#/definitions/emptyableString"},"divergedFromBranchId":{"$ref":"#/definitions/emptyableBranchId"},"head":{"description":"SHA of the branch's latest commit.","$ref":"#/definitions/emptyableSha"},"id":{"description":"A UUID, or \"master\" for the main branch.","$ref":"#/definitions/branchId"},"mergeSha":{"$ref":"#/definitions/emptyableSha"},"mergedIntoBranchId":{"$ref":"#/definitions/emptyableBranchId"},"name":{"type":"string"},"objectType":{"type":"string","const":"branch"},"parent":{"description":"Id of the parent branch: a UUID, \"master\", or empty for the main branch.","$ref":"#/definitions/emptyableBranchId"},"projectId":{"$ref":"#/definitions/uuid"},"startedAtSha":{"$ref":"#/definitions/emptyableSha"},"status":{"description":"The branch's status. Known values: active, wip, feedback, review, merged, archived, deleted, diverged; the SDK types it as any string.","anyOf":[{"type":"string","enum":["active","wip","feedback","review","merged","archived","deleted","diverged"]},{"type":"string"}]},"updatedAt":{"$ref":"#/definitions/timestamp"},"user":{"description":"The branch's owner (email may be absent).","$ref":"#/definitions/User"},"userId":{"description":"Id of the branch's owner (SDK field; optional).","$ref":"#/definitions/emptyableString"},"userName":{"description":"Name of the branch's owner (SDK field; optional).","$ref":"#/definitions/emptyableString"}}},"emptyableString":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"emptyableBranchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/branchId"},{"type":"string","maxLength":0},{"type":"null"}]},"branchId":{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"$ref":"#/definitions/uuid"},{"type":"string","enum":["master"]}]},"uuid":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"emptyableSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]},"sha":{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},"User":{"title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"#/definitions/emptyableUri"},"createdAt":{"$ref":"#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"#/definitions/emptyableString"},"updatedAt":{"$ref":"#/definitions/timestamp"},"username":{"type":"string"}}},"emptyableUri":{"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"emptyableTimestamp":{"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}},"$id":"https://designhooks.dev/schemas/events/branch.created.schema.json#fast"};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern2 = new RegExp("^[0-9a-f]{40}$", "u");
const formats0 = formats.uuid;
const formats10 = formats.uri;
const formats12 = formats.email;
const func2 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/branch.created.schema.json#fast" */;
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
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate10.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
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
const _errs3 = errors;
if(typeof data1 !== "string"){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("branch.created" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "branch.created"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data2 = data.data;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.object === undefined) && (missing1 = "object")){
validate10.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data2.object !== undefined){
let data3 = data2.object;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((((((((((((((((data3.createdAt === undefined) && (missing2 = "createdAt")) || ((data3.description === undefined) && (missing2 = "description"))) || ((data3.divergedFromBranchId === undefined) && (missing2 = "divergedFromBranchId"))) || ((data3.head === undefined) && (missing2 = "head"))) || ((data3.id === undefined) && (missing2 = "id"))) || ((data3.mergeSha === undefined) && (missing2 = "mergeSha"))) || ((data3.mergedIntoBranchId === undefined) && (missing2 = "mergedIntoBranchId"))) || ((data3.name === undefined) && (missing2 = "name"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))) || ((data3.parent === undefined) && (missing2 = "parent"))) || ((data3.projectId === undefined) && (missing2 = "projectId"))) || ((data3.startedAtSha === undefined) && (missing2 = "startedAtSha"))) || ((data3.status === undefined) && (missing2 = "status"))) || ((data3.updatedAt === undefined) && (missing2 = "updatedAt"))) || ((data3.user === undefined) && (missing2 = "user"))){
validate10.errors = [{instancePath:instancePath+"/data/object",schemaPath:"#/properties/data/properties/object/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data3.createdAt !== undefined){
let data4 = data3.createdAt;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate10.errors = [{instancePath:instancePath+"/data/object/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.description !== undefined){
let data5 = data3.description;
const _errs11 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/description",schemaPath:"#/properties/data/properties/object/properties/description/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.description.type}}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.divergedFromBranchId !== undefined){
let data6 = data3.divergedFromBranchId;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
if(errors === _errs17){
if(errors === _errs17){
if(typeof data6 === "string"){
if(!(formats0(data6))){
const err0 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
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
const err1 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid1 = _errs17 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs19 = errors;
if(typeof data6 !== "string"){
const err2 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data6 === "master")){
const err3 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.divergedFromBranchId.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err4 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs21 = errors;
if(errors === _errs21){
if(typeof data6 === "string"){
if(func2(data6) > 0){
const err5 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs23 = errors;
if(data6 !== null){
const err7 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid3 = valid3 || _valid0;
}
}
if(!valid3){
const err8 = {instancePath:instancePath+"/data/object/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/divergedFromBranchId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.head !== undefined){
let data7 = data3.head;
const _errs25 = errors;
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data7 === "string"){
if(!pattern2.test(data7)){
const err9 = {instancePath:instancePath+"/data/object/head",schemaPath:"#/properties/data/properties/object/properties/head/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/data/object/head",schemaPath:"#/properties/data/properties/object/properties/head/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs27 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs29 = errors;
if(errors === _errs29){
if(typeof data7 === "string"){
if(func2(data7) > 0){
const err11 = {instancePath:instancePath+"/data/object/head",schemaPath:"#/properties/data/properties/object/properties/head/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/data/object/head",schemaPath:"#/properties/data/properties/object/properties/head/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid2 = _errs29 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs31 = errors;
if(data7 !== null){
const err13 = {instancePath:instancePath+"/data/object/head",schemaPath:"#/properties/data/properties/object/properties/head/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs31 === errors;
valid5 = valid5 || _valid2;
}
}
if(!valid5){
const err14 = {instancePath:instancePath+"/data/object/head",schemaPath:"#/properties/data/properties/object/properties/head/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.id !== undefined){
let data8 = data3.id;
const _errs33 = errors;
const _errs34 = errors;
let valid6 = false;
const _errs35 = errors;
if(errors === _errs35){
if(errors === _errs35){
if(typeof data8 === "string"){
if(!(formats0(data8))){
const err15 = {instancePath:instancePath+"/data/object/id",schemaPath:"#/properties/data/properties/object/properties/id/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data/object/id",schemaPath:"#/properties/data/properties/object/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var _valid3 = _errs35 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const _errs37 = errors;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/data/object/id",schemaPath:"#/properties/data/properties/object/properties/id/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(data8 === "master")){
const err18 = {instancePath:instancePath+"/data/object/id",schemaPath:"#/properties/data/properties/object/properties/id/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.id.anyOf[1].enum}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid6 = valid6 || _valid3;
}
if(!valid6){
const err19 = {instancePath:instancePath+"/data/object/id",schemaPath:"#/properties/data/properties/object/properties/id/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.mergeSha !== undefined){
let data9 = data3.mergeSha;
const _errs39 = errors;
const _errs40 = errors;
let valid7 = false;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data9 === "string"){
if(!pattern2.test(data9)){
const err20 = {instancePath:instancePath+"/data/object/mergeSha",schemaPath:"#/properties/data/properties/object/properties/mergeSha/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/data/object/mergeSha",schemaPath:"#/properties/data/properties/object/properties/mergeSha/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var _valid4 = _errs41 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const _errs43 = errors;
if(errors === _errs43){
if(typeof data9 === "string"){
if(func2(data9) > 0){
const err22 = {instancePath:instancePath+"/data/object/mergeSha",schemaPath:"#/properties/data/properties/object/properties/mergeSha/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/data/object/mergeSha",schemaPath:"#/properties/data/properties/object/properties/mergeSha/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid4 = _errs43 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const _errs45 = errors;
if(data9 !== null){
const err24 = {instancePath:instancePath+"/data/object/mergeSha",schemaPath:"#/properties/data/properties/object/properties/mergeSha/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid4 = _errs45 === errors;
valid7 = valid7 || _valid4;
}
}
if(!valid7){
const err25 = {instancePath:instancePath+"/data/object/mergeSha",schemaPath:"#/properties/data/properties/object/properties/mergeSha/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs39 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.mergedIntoBranchId !== undefined){
let data10 = data3.mergedIntoBranchId;
const _errs47 = errors;
const _errs48 = errors;
let valid8 = false;
const _errs49 = errors;
const _errs50 = errors;
let valid9 = false;
const _errs51 = errors;
if(errors === _errs51){
if(errors === _errs51){
if(typeof data10 === "string"){
if(!(formats0(data10))){
const err26 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
var _valid6 = _errs51 === errors;
valid9 = valid9 || _valid6;
if(!valid9){
const _errs53 = errors;
if(typeof data10 !== "string"){
const err28 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(data10 === "master")){
const err29 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.mergedIntoBranchId.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid6 = _errs53 === errors;
valid9 = valid9 || _valid6;
}
if(!valid9){
const err30 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
var _valid5 = _errs49 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const _errs55 = errors;
if(errors === _errs55){
if(typeof data10 === "string"){
if(func2(data10) > 0){
const err31 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var _valid5 = _errs55 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const _errs57 = errors;
if(data10 !== null){
const err33 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid5 = _errs57 === errors;
valid8 = valid8 || _valid5;
}
}
if(!valid8){
const err34 = {instancePath:instancePath+"/data/object/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/mergedIntoBranchId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs47 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.name !== undefined){
const _errs59 = errors;
if(typeof data3.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/name",schemaPath:"#/properties/data/properties/object/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs59 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data12 = data3.objectType;
const _errs61 = errors;
if(typeof data12 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("branch" !== data12){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/const",keyword:"const",params:{allowedValue: "branch"}}];
return false;
}
var valid2 = _errs61 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.parent !== undefined){
let data13 = data3.parent;
const _errs63 = errors;
const _errs64 = errors;
let valid10 = false;
const _errs65 = errors;
const _errs66 = errors;
let valid11 = false;
const _errs67 = errors;
if(errors === _errs67){
if(errors === _errs67){
if(typeof data13 === "string"){
if(!(formats0(data13))){
const err35 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
var _valid8 = _errs67 === errors;
valid11 = valid11 || _valid8;
if(!valid11){
const _errs69 = errors;
if(typeof data13 !== "string"){
const err37 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(data13 === "master")){
const err38 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.parent.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid8 = _errs69 === errors;
valid11 = valid11 || _valid8;
}
if(!valid11){
const err39 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
var _valid7 = _errs65 === errors;
valid10 = valid10 || _valid7;
if(!valid10){
const _errs71 = errors;
if(errors === _errs71){
if(typeof data13 === "string"){
if(func2(data13) > 0){
const err40 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var _valid7 = _errs71 === errors;
valid10 = valid10 || _valid7;
if(!valid10){
const _errs73 = errors;
if(data13 !== null){
const err42 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid7 = _errs73 === errors;
valid10 = valid10 || _valid7;
}
}
if(!valid10){
const err43 = {instancePath:instancePath+"/data/object/parent",schemaPath:"#/properties/data/properties/object/properties/parent/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs63 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.projectId !== undefined){
let data14 = data3.projectId;
const _errs75 = errors;
if(errors === _errs75){
if(errors === _errs75){
if(typeof data14 === "string"){
if(!(formats0(data14))){
validate10.errors = [{instancePath:instancePath+"/data/object/projectId",schemaPath:"#/properties/data/properties/object/properties/projectId/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/projectId",schemaPath:"#/properties/data/properties/object/properties/projectId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid2 = _errs75 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.startedAtSha !== undefined){
let data15 = data3.startedAtSha;
const _errs77 = errors;
const _errs78 = errors;
let valid12 = false;
const _errs79 = errors;
if(errors === _errs79){
if(typeof data15 === "string"){
if(!pattern2.test(data15)){
const err44 = {instancePath:instancePath+"/data/object/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/startedAtSha/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/data/object/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/startedAtSha/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var _valid9 = _errs79 === errors;
valid12 = valid12 || _valid9;
if(!valid12){
const _errs81 = errors;
if(errors === _errs81){
if(typeof data15 === "string"){
if(func2(data15) > 0){
const err46 = {instancePath:instancePath+"/data/object/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/startedAtSha/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/data/object/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/startedAtSha/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid9 = _errs81 === errors;
valid12 = valid12 || _valid9;
if(!valid12){
const _errs83 = errors;
if(data15 !== null){
const err48 = {instancePath:instancePath+"/data/object/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/startedAtSha/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid9 = _errs83 === errors;
valid12 = valid12 || _valid9;
}
}
if(!valid12){
const err49 = {instancePath:instancePath+"/data/object/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/startedAtSha/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs77 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.status !== undefined){
let data16 = data3.status;
const _errs85 = errors;
const _errs86 = errors;
let valid13 = false;
const _errs87 = errors;
if(typeof data16 !== "string"){
const err50 = {instancePath:instancePath+"/data/object/status",schemaPath:"#/properties/data/properties/object/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!((((((((data16 === "active") || (data16 === "wip")) || (data16 === "feedback")) || (data16 === "review")) || (data16 === "merged")) || (data16 === "archived")) || (data16 === "deleted")) || (data16 === "diverged"))){
const err51 = {instancePath:instancePath+"/data/object/status",schemaPath:"#/properties/data/properties/object/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.status.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid10 = _errs87 === errors;
valid13 = valid13 || _valid10;
if(!valid13){
const _errs89 = errors;
if(typeof data16 !== "string"){
const err52 = {instancePath:instancePath+"/data/object/status",schemaPath:"#/properties/data/properties/object/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid10 = _errs89 === errors;
valid13 = valid13 || _valid10;
}
if(!valid13){
const err53 = {instancePath:instancePath+"/data/object/status",schemaPath:"#/properties/data/properties/object/properties/status/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs85 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.updatedAt !== undefined){
let data17 = data3.updatedAt;
const _errs91 = errors;
if(errors === _errs91){
if(typeof data17 === "string"){
if(!pattern0.test(data17)){
validate10.errors = [{instancePath:instancePath+"/data/object/updatedAt",schemaPath:"#/properties/data/properties/object/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/updatedAt",schemaPath:"#/properties/data/properties/object/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs91 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.user !== undefined){
let data18 = data3.user;
const _errs93 = errors;
if(errors === _errs93){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing3;
if((((((((data18.avatarUrl === undefined) && (missing3 = "avatarUrl")) || ((data18.createdAt === undefined) && (missing3 = "createdAt"))) || ((data18.id === undefined) && (missing3 = "id"))) || ((data18.name === undefined) && (missing3 = "name"))) || ((data18.objectType === undefined) && (missing3 = "objectType"))) || ((data18.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data18.username === undefined) && (missing3 = "username"))){
validate10.errors = [{instancePath:instancePath+"/data/object/user",schemaPath:"#/properties/data/properties/object/properties/user/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data18.avatarUrl !== undefined){
let data19 = data18.avatarUrl;
const _errs95 = errors;
const _errs96 = errors;
let valid15 = false;
const _errs97 = errors;
if(errors === _errs97){
if(errors === _errs97){
if(typeof data19 === "string"){
if(!(formats10(data19))){
const err54 = {instancePath:instancePath+"/data/object/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/user/properties/avatarUrl/anyOf/0/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/data/object/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/user/properties/avatarUrl/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
var _valid11 = _errs97 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs99 = errors;
if(errors === _errs99){
if(typeof data19 === "string"){
if(func2(data19) > 0){
const err56 = {instancePath:instancePath+"/data/object/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/user/properties/avatarUrl/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/data/object/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/user/properties/avatarUrl/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid11 = _errs99 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs101 = errors;
if(data19 !== null){
const err58 = {instancePath:instancePath+"/data/object/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/user/properties/avatarUrl/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid11 = _errs101 === errors;
valid15 = valid15 || _valid11;
}
}
if(!valid15){
const err59 = {instancePath:instancePath+"/data/object/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/user/properties/avatarUrl/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs95 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.createdAt !== undefined){
let data20 = data18.createdAt;
const _errs103 = errors;
if(errors === _errs103){
if(typeof data20 === "string"){
if(!pattern0.test(data20)){
validate10.errors = [{instancePath:instancePath+"/data/object/user/createdAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/user/createdAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid14 = _errs103 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.deletedAt !== undefined){
let data21 = data18.deletedAt;
const _errs105 = errors;
const _errs106 = errors;
let valid16 = false;
const _errs107 = errors;
if(errors === _errs107){
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
const err60 = {instancePath:instancePath+"/data/object/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/deletedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/data/object/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/deletedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid12 = _errs107 === errors;
valid16 = valid16 || _valid12;
if(!valid16){
const _errs109 = errors;
if(errors === _errs109){
if(typeof data21 === "string"){
if(func2(data21) > 0){
const err62 = {instancePath:instancePath+"/data/object/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/deletedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/data/object/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/deletedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
var _valid12 = _errs109 === errors;
valid16 = valid16 || _valid12;
if(!valid16){
const _errs111 = errors;
if(data21 !== null){
const err64 = {instancePath:instancePath+"/data/object/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/deletedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid12 = _errs111 === errors;
valid16 = valid16 || _valid12;
}
}
if(!valid16){
const err65 = {instancePath:instancePath+"/data/object/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/deletedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs105 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.email !== undefined){
let data22 = data18.email;
const _errs113 = errors;
const _errs114 = errors;
let valid17 = false;
const _errs115 = errors;
if(errors === _errs115){
if(errors === _errs115){
if(typeof data22 === "string"){
if(!(formats12(data22))){
const err66 = {instancePath:instancePath+"/data/object/user/email",schemaPath:"#/properties/data/properties/object/properties/user/properties/email/anyOf/0/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/data/object/user/email",schemaPath:"#/properties/data/properties/object/properties/user/properties/email/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
var _valid13 = _errs115 === errors;
valid17 = valid17 || _valid13;
if(!valid17){
const _errs117 = errors;
if(errors === _errs117){
if(typeof data22 === "string"){
if(func2(data22) > 0){
const err68 = {instancePath:instancePath+"/data/object/user/email",schemaPath:"#/properties/data/properties/object/properties/user/properties/email/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/data/object/user/email",schemaPath:"#/properties/data/properties/object/properties/user/properties/email/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
var _valid13 = _errs117 === errors;
valid17 = valid17 || _valid13;
if(!valid17){
const _errs119 = errors;
if(data22 !== null){
const err70 = {instancePath:instancePath+"/data/object/user/email",schemaPath:"#/properties/data/properties/object/properties/user/properties/email/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid13 = _errs119 === errors;
valid17 = valid17 || _valid13;
}
}
if(!valid17){
const err71 = {instancePath:instancePath+"/data/object/user/email",schemaPath:"#/properties/data/properties/object/properties/user/properties/email/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs113 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.id !== undefined){
let data23 = data18.id;
const _errs121 = errors;
if(errors === _errs121){
if(errors === _errs121){
if(typeof data23 === "string"){
if(!(formats0(data23))){
validate10.errors = [{instancePath:instancePath+"/data/object/user/id",schemaPath:"#/properties/data/properties/object/properties/user/properties/id/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/user/id",schemaPath:"#/properties/data/properties/object/properties/user/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid14 = _errs121 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.lastActiveAt !== undefined){
let data24 = data18.lastActiveAt;
const _errs123 = errors;
const _errs124 = errors;
let valid18 = false;
const _errs125 = errors;
if(errors === _errs125){
if(typeof data24 === "string"){
if(!pattern0.test(data24)){
const err72 = {instancePath:instancePath+"/data/object/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/lastActiveAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/data/object/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/lastActiveAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
var _valid14 = _errs125 === errors;
valid18 = valid18 || _valid14;
if(!valid18){
const _errs127 = errors;
if(errors === _errs127){
if(typeof data24 === "string"){
if(func2(data24) > 0){
const err74 = {instancePath:instancePath+"/data/object/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/lastActiveAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/data/object/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/lastActiveAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
var _valid14 = _errs127 === errors;
valid18 = valid18 || _valid14;
if(!valid18){
const _errs129 = errors;
if(data24 !== null){
const err76 = {instancePath:instancePath+"/data/object/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/lastActiveAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid14 = _errs129 === errors;
valid18 = valid18 || _valid14;
}
}
if(!valid18){
const err77 = {instancePath:instancePath+"/data/object/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/lastActiveAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs124;
if(vErrors !== null){
if(_errs124){
vErrors.length = _errs124;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs123 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.name !== undefined){
const _errs131 = errors;
if(typeof data18.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/user/name",schemaPath:"#/properties/data/properties/object/properties/user/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid14 = _errs131 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.objectType !== undefined){
let data26 = data18.objectType;
const _errs133 = errors;
if(typeof data26 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/user/objectType",schemaPath:"#/properties/data/properties/object/properties/user/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data26){
validate10.errors = [{instancePath:instancePath+"/data/object/user/objectType",schemaPath:"#/properties/data/properties/object/properties/user/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid14 = _errs133 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.primaryEmailId !== undefined){
let data27 = data18.primaryEmailId;
const _errs135 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/user/primaryEmailId",schemaPath:"#/properties/data/properties/object/properties/user/properties/primaryEmailId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.user.properties.primaryEmailId.type}}];
return false;
}
var valid14 = _errs135 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.updatedAt !== undefined){
let data28 = data18.updatedAt;
const _errs137 = errors;
if(errors === _errs137){
if(typeof data28 === "string"){
if(!pattern0.test(data28)){
validate10.errors = [{instancePath:instancePath+"/data/object/user/updatedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/user/updatedAt",schemaPath:"#/properties/data/properties/object/properties/user/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid14 = _errs137 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.username !== undefined){
const _errs139 = errors;
if(typeof data18.username !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/user/username",schemaPath:"#/properties/data/properties/object/properties/user/properties/username/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid14 = _errs139 === errors;
}
else {
var valid14 = true;
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
validate10.errors = [{instancePath:instancePath+"/data/object/user",schemaPath:"#/properties/data/properties/object/properties/user/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs93 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.userId !== undefined){
let data30 = data3.userId;
const _errs141 = errors;
if((typeof data30 !== "string") && (data30 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/userId",schemaPath:"#/properties/data/properties/object/properties/userId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.userId.type}}];
return false;
}
var valid2 = _errs141 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.userName !== undefined){
let data31 = data3.userName;
const _errs143 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/userName",schemaPath:"#/properties/data/properties/object/properties/userName/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.userName.type}}];
return false;
}
var valid2 = _errs143 === errors;
}
else {
var valid2 = true;
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
validate10.errors = [{instancePath:instancePath+"/data/object",schemaPath:"#/properties/data/properties/object/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.changes !== undefined){
let data32 = data2.changes;
const _errs145 = errors;
if(errors === _errs145){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key0 in data32){
let data33 = data32[key0];
const _errs148 = errors;
if(errors === _errs148){
if(Array.isArray(data33)){
if(data33.length > 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2}}];
return false;
}
else {
if(data33.length < 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/changes/additionalProperties/minItems",keyword:"minItems",params:{limit: 2}}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/changes/additionalProperties/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid19 = _errs148 === errors;
if(!valid19){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes",schemaPath:"#/properties/data/properties/changes/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs145 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs5 === errors;
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
