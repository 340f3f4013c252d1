// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates commits.created deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"CommitsCreatedEvent","description":"New commits are pushed to a branch: one delivery per push.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"event":{"type":"string","const":"commits.created"},"data":{"type":"object","required":["object"],"properties":{"object":{"title":"Commits","description":"The object of commits.created: one push to a branch, with one or more commits.","type":"object","required":["branch","commits","objectType"],"properties":{"branch":{"title":"Branch","description":"A branch of a project: the object of branch events, and the branch of a commits.created push.","type":"object","required":["createdAt","description","divergedFromBranchId","head","id","mergeSha","mergedIntoBranchId","name","objectType","parent","projectId","startedAtSha","status","updatedAt","user"],"properties":{"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"description":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"divergedFromBranchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"head":{"description":"SHA of the branch's latest commit.","anyOf":[{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"description":"A UUID, or \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},"mergeSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},{"type":"string","maxLength":0},{"type":"null"}]},"mergedIntoBranchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"name":{"type":"string"},"objectType":{"type":"string","const":"branch"},"parent":{"description":"Id of the parent branch: a UUID, \"master\", or empty for the main branch.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"projectId":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"startedAtSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},{"type":"string","maxLength":0},{"type":"null"}]},"status":{"description":"The branch's status. Known values: active, wip, feedback, review, merged, archived, deleted, diverged; the SDK types it as any string.","anyOf":[{"type":"string","enum":["active","wip","feedback","review","merged","archived","deleted","diverged"]},{"type":"string"}]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"user":{"title":"User","description":"The branch's owner (email may be absent).","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","type":["string","null"]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"username":{"type":"string"}}},"userId":{"description":"Id of the branch's owner (SDK field; optional).","type":["string","null"]},"userName":{"description":"Name of the branch's owner (SDK field; optional).","type":["string","null"]}}},"commits":{"type":"array","minItems":1,"items":{"title":"Commit","description":"One commit of a commits.created push.","type":"object","required":["description","destinationBranchId","destinationBranchName","fileIds","objectType","parents","sha","sourceBranchId","sourceBranchName","time","title","type","userId","userName"],"properties":{"description":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"destinationBranchId":{"description":"Set on merge commits.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"destinationBranchName":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"fileIds":{"description":"Ids of the files the commit touched.","type":"array","items":{"type":"string"}},"objectType":{"type":"string","const":"commit"},"parents":{"description":"SHAs of the parent commits.","type":"array","items":{"type":"string"}},"projectId":{"description":"The project the commit belongs to (SDK field; optional).","type":"string","format":"uuid"},"sha":{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},"sourceBranchId":{"description":"Set on merge commits.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"sourceBranchName":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"time":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"title":{"type":"string"},"type":{"description":"What the commit did. Known values: the twelve of the SDK's union; new types may come (beta).","anyOf":[{"type":"string","enum":["PROJECT_CREATED","FILE_ADDED","FILE_RENAMED","FILE_DELETED","FILE_REPLACED","FILE_UPGRADED","LIBRARY_ADDED","LIBRARY_REMOVED","RESTORE","UPDATE","MERGE","NORMAL"]},{"type":"string"}]},"userEmail":{"description":"Committer's e-mail; absent or \"\" in some deliveries (the SDK's Commit has none).","type":["string","null"]},"userId":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"userName":{"type":"string"}}}},"objectType":{"type":"string","const":"commits"}}},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}}}},"definitions":{"timestamp":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"Commits":{"title":"Commits","description":"The object of commits.created: one push to a branch, with one or more commits.","type":"object","required":["branch","commits","objectType"],"properties":{"branch":{"$ref":"#/definitions/Branch"},"commits":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/Commit"}},"objectType":{"type":"string","const":"commits"}}},"Branch":{"title":"Branch","description":"A branch of a project: the object of branch events, and the branch of a commits.created push.","type":"object","required":["createdAt","description","divergedFromBranchId","head","id","mergeSha","mergedIntoBranchId","name","objectType","parent","projectId","startedAtSha","status","updatedAt","user"],"properties":{"createdAt":{"$ref":"#/definitions/timestamp"},"description":{"$ref":"#/definitions/emptyableString"},"divergedFromBranchId":{"$ref":"#/definitions/emptyableBranchId"},"head":{"description":"SHA of the branch's latest commit.","$ref":"#/definitions/emptyableSha"},"id":{"description":"A UUID, or \"master\" for the main branch.","$ref":"#/definitions/branchId"},"mergeSha":{"$ref":"#/definitions/emptyableSha"},"mergedIntoBranchId":{"$ref":"#/definitions/emptyableBranchId"},"name":{"type":"string"},"objectType":{"type":"string","const":"branch"},"parent":{"description":"Id of the parent branch: a UUID, \"master\", or empty for the main branch.","$ref":"#/definitions/emptyableBranchId"},"projectId":{"$ref":"#/definitions/uuid"},"startedAtSha":{"$ref":"#/definitions/emptyableSha"},"status":{"description":"The branch's status. Known values: active, wip, feedback, review, merged, archived, deleted, diverged; the SDK types it as any string.","anyOf":[{"type":"string","enum":["active","wip","feedback","review","merged","archived","deleted","diverged"]},{"type":"string"}]},"updatedAt":{"$ref":"#/definitions/timestamp"},"user":{"description":"The branch's owner (email may be absent).","$ref":"#/definitions/User"},"userId":{"description":"Id of the branch's owner (SDK field; optional).","$ref":"#/definitions/emptyableString"},"userName":{"description":"Name of the branch's owner (SDK field; optional).","$ref":"#/definitions/emptyableString"}}},"emptyableString":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"emptyableBranchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/branchId"},{"type":"string","maxLength":0},{"type":"null"}]},"branchId":{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"$ref":"#/definitions/uuid"},{"type":"string","enum":["master"]}]},"uuid":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"emptyableSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]},"sha":{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},"User":{"title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"#/definitions/emptyableUri"},"createdAt":{"$ref":"#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"#/definitions/emptyableString"},"updatedAt":{"$ref":"#/definitions/timestamp"},"username":{"type":"string"}}},"emptyableUri":{"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"emptyableTimestamp":{"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]},"Commit":{"title":"Commit","description":"One commit of a commits.created push.","type":"object","required":["description","destinationBranchId","destinationBranchName","fileIds","objectType","parents","sha","sourceBranchId","sourceBranchName","time","title","type","userId","userName"],"properties":{"description":{"$ref":"#/definitions/emptyableString"},"destinationBranchId":{"description":"Set on merge commits.","$ref":"#/definitions/emptyableBranchId"},"destinationBranchName":{"$ref":"#/definitions/emptyableString"},"fileIds":{"description":"Ids of the files the commit touched.","type":"array","items":{"type":"string"}},"objectType":{"type":"string","const":"commit"},"parents":{"description":"SHAs of the parent commits.","type":"array","items":{"type":"string"}},"projectId":{"description":"The project the commit belongs to (SDK field; optional).","$ref":"#/definitions/uuid"},"sha":{"$ref":"#/definitions/sha"},"sourceBranchId":{"description":"Set on merge commits.","$ref":"#/definitions/emptyableBranchId"},"sourceBranchName":{"$ref":"#/definitions/emptyableString"},"time":{"$ref":"#/definitions/timestamp"},"title":{"type":"string"},"type":{"description":"What the commit did. Known values: the twelve of the SDK's union; new types may come (beta).","anyOf":[{"type":"string","enum":["PROJECT_CREATED","FILE_ADDED","FILE_RENAMED","FILE_DELETED","FILE_REPLACED","FILE_UPGRADED","LIBRARY_ADDED","LIBRARY_REMOVED","RESTORE","UPDATE","MERGE","NORMAL"]},{"type":"string"}]},"userEmail":{"description":"Committer's e-mail; absent or \"\" in some deliveries (the SDK's Commit has none).","$ref":"#/definitions/emptyableString"},"userId":{"$ref":"#/definitions/uuid"},"userName":{"type":"string"}}},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}},"$id":"https://designhooks.dev/schemas/events/commits.created.schema.json#fast"};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern2 = new RegExp("^[0-9a-f]{40}$", "u");
const formats0 = formats.uuid;
const formats10 = formats.uri;
const formats12 = formats.email;
const func2 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/commits.created.schema.json#fast" */;
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
if("commits.created" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "commits.created"}}];
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
if((((data3.branch === undefined) && (missing2 = "branch")) || ((data3.commits === undefined) && (missing2 = "commits"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))){
validate10.errors = [{instancePath:instancePath+"/data/object",schemaPath:"#/properties/data/properties/object/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data3.branch !== undefined){
let data4 = data3.branch;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing3;
if((((((((((((((((data4.createdAt === undefined) && (missing3 = "createdAt")) || ((data4.description === undefined) && (missing3 = "description"))) || ((data4.divergedFromBranchId === undefined) && (missing3 = "divergedFromBranchId"))) || ((data4.head === undefined) && (missing3 = "head"))) || ((data4.id === undefined) && (missing3 = "id"))) || ((data4.mergeSha === undefined) && (missing3 = "mergeSha"))) || ((data4.mergedIntoBranchId === undefined) && (missing3 = "mergedIntoBranchId"))) || ((data4.name === undefined) && (missing3 = "name"))) || ((data4.objectType === undefined) && (missing3 = "objectType"))) || ((data4.parent === undefined) && (missing3 = "parent"))) || ((data4.projectId === undefined) && (missing3 = "projectId"))) || ((data4.startedAtSha === undefined) && (missing3 = "startedAtSha"))) || ((data4.status === undefined) && (missing3 = "status"))) || ((data4.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data4.user === undefined) && (missing3 = "user"))){
validate10.errors = [{instancePath:instancePath+"/data/object/branch",schemaPath:"#/properties/data/properties/object/properties/branch/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data4.createdAt !== undefined){
let data5 = data4.createdAt;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/createdAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/branch/createdAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.description !== undefined){
let data6 = data4.description;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/description",schemaPath:"#/properties/data/properties/object/properties/branch/properties/description/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.branch.properties.description.type}}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.divergedFromBranchId !== undefined){
let data7 = data4.divergedFromBranchId;
const _errs15 = errors;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
const _errs18 = errors;
let valid5 = false;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data7 === "string"){
if(!(formats0(data7))){
const err0 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
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
const err1 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid1 = _errs19 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs21 = errors;
if(typeof data7 !== "string"){
const err2 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data7 === "master")){
const err3 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.branch.properties.divergedFromBranchId.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
const err4 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs23 = errors;
if(errors === _errs23){
if(typeof data7 === "string"){
if(func2(data7) > 0){
const err5 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err6 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs25 = errors;
if(data7 !== null){
const err7 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
}
}
if(!valid4){
const err8 = {instancePath:instancePath+"/data/object/branch/divergedFromBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/divergedFromBranchId/anyOf",keyword:"anyOf",params:{}};
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
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.head !== undefined){
let data8 = data4.head;
const _errs27 = errors;
const _errs28 = errors;
let valid6 = false;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data8 === "string"){
if(!pattern2.test(data8)){
const err9 = {instancePath:instancePath+"/data/object/branch/head",schemaPath:"#/properties/data/properties/object/properties/branch/properties/head/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
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
const err10 = {instancePath:instancePath+"/data/object/branch/head",schemaPath:"#/properties/data/properties/object/properties/branch/properties/head/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs29 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs31 = errors;
if(errors === _errs31){
if(typeof data8 === "string"){
if(func2(data8) > 0){
const err11 = {instancePath:instancePath+"/data/object/branch/head",schemaPath:"#/properties/data/properties/object/properties/branch/properties/head/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err12 = {instancePath:instancePath+"/data/object/branch/head",schemaPath:"#/properties/data/properties/object/properties/branch/properties/head/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid2 = _errs31 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs33 = errors;
if(data8 !== null){
const err13 = {instancePath:instancePath+"/data/object/branch/head",schemaPath:"#/properties/data/properties/object/properties/branch/properties/head/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid6 = valid6 || _valid2;
}
}
if(!valid6){
const err14 = {instancePath:instancePath+"/data/object/branch/head",schemaPath:"#/properties/data/properties/object/properties/branch/properties/head/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.id !== undefined){
let data9 = data4.id;
const _errs35 = errors;
const _errs36 = errors;
let valid7 = false;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err15 = {instancePath:instancePath+"/data/object/branch/id",schemaPath:"#/properties/data/properties/object/properties/branch/properties/id/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
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
const err16 = {instancePath:instancePath+"/data/object/branch/id",schemaPath:"#/properties/data/properties/object/properties/branch/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid3 = _errs37 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs39 = errors;
if(typeof data9 !== "string"){
const err17 = {instancePath:instancePath+"/data/object/branch/id",schemaPath:"#/properties/data/properties/object/properties/branch/properties/id/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(data9 === "master")){
const err18 = {instancePath:instancePath+"/data/object/branch/id",schemaPath:"#/properties/data/properties/object/properties/branch/properties/id/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.branch.properties.id.anyOf[1].enum}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs39 === errors;
valid7 = valid7 || _valid3;
}
if(!valid7){
const err19 = {instancePath:instancePath+"/data/object/branch/id",schemaPath:"#/properties/data/properties/object/properties/branch/properties/id/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.mergeSha !== undefined){
let data10 = data4.mergeSha;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data10 === "string"){
if(!pattern2.test(data10)){
const err20 = {instancePath:instancePath+"/data/object/branch/mergeSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergeSha/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
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
const err21 = {instancePath:instancePath+"/data/object/branch/mergeSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergeSha/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var _valid4 = _errs43 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs45 = errors;
if(errors === _errs45){
if(typeof data10 === "string"){
if(func2(data10) > 0){
const err22 = {instancePath:instancePath+"/data/object/branch/mergeSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergeSha/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err23 = {instancePath:instancePath+"/data/object/branch/mergeSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergeSha/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid4 = _errs45 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs47 = errors;
if(data10 !== null){
const err24 = {instancePath:instancePath+"/data/object/branch/mergeSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergeSha/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid4 = _errs47 === errors;
valid8 = valid8 || _valid4;
}
}
if(!valid8){
const err25 = {instancePath:instancePath+"/data/object/branch/mergeSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergeSha/anyOf",keyword:"anyOf",params:{}};
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
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.mergedIntoBranchId !== undefined){
let data11 = data4.mergedIntoBranchId;
const _errs49 = errors;
const _errs50 = errors;
let valid9 = false;
const _errs51 = errors;
const _errs52 = errors;
let valid10 = false;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data11 === "string"){
if(!(formats0(data11))){
const err26 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
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
const err27 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid6 = _errs53 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const _errs55 = errors;
if(typeof data11 !== "string"){
const err28 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(data11 === "master")){
const err29 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.branch.properties.mergedIntoBranchId.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid6 = _errs55 === errors;
valid10 = valid10 || _valid6;
}
if(!valid10){
const err30 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
var _valid5 = _errs51 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs57 = errors;
if(errors === _errs57){
if(typeof data11 === "string"){
if(func2(data11) > 0){
const err31 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err32 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var _valid5 = _errs57 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs59 = errors;
if(data11 !== null){
const err33 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid5 = _errs59 === errors;
valid9 = valid9 || _valid5;
}
}
if(!valid9){
const err34 = {instancePath:instancePath+"/data/object/branch/mergedIntoBranchId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/mergedIntoBranchId/anyOf",keyword:"anyOf",params:{}};
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
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.name !== undefined){
const _errs61 = errors;
if(typeof data4.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/name",schemaPath:"#/properties/data/properties/object/properties/branch/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs61 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.objectType !== undefined){
let data13 = data4.objectType;
const _errs63 = errors;
if(typeof data13 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/objectType",schemaPath:"#/properties/data/properties/object/properties/branch/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("branch" !== data13){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/objectType",schemaPath:"#/properties/data/properties/object/properties/branch/properties/objectType/const",keyword:"const",params:{allowedValue: "branch"}}];
return false;
}
var valid3 = _errs63 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.parent !== undefined){
let data14 = data4.parent;
const _errs65 = errors;
const _errs66 = errors;
let valid11 = false;
const _errs67 = errors;
const _errs68 = errors;
let valid12 = false;
const _errs69 = errors;
if(errors === _errs69){
if(errors === _errs69){
if(typeof data14 === "string"){
if(!(formats0(data14))){
const err35 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
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
const err36 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid8 = _errs69 === errors;
valid12 = valid12 || _valid8;
if(!valid12){
const _errs71 = errors;
if(typeof data14 !== "string"){
const err37 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(data14 === "master")){
const err38 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.branch.properties.parent.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid8 = _errs71 === errors;
valid12 = valid12 || _valid8;
}
if(!valid12){
const err39 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
var _valid7 = _errs67 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs73 = errors;
if(errors === _errs73){
if(typeof data14 === "string"){
if(func2(data14) > 0){
const err40 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err41 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var _valid7 = _errs73 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs75 = errors;
if(data14 !== null){
const err42 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid7 = _errs75 === errors;
valid11 = valid11 || _valid7;
}
}
if(!valid11){
const err43 = {instancePath:instancePath+"/data/object/branch/parent",schemaPath:"#/properties/data/properties/object/properties/branch/properties/parent/anyOf",keyword:"anyOf",params:{}};
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
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.projectId !== undefined){
let data15 = data4.projectId;
const _errs77 = errors;
if(errors === _errs77){
if(errors === _errs77){
if(typeof data15 === "string"){
if(!(formats0(data15))){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/projectId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/projectId/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/branch/projectId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/projectId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid3 = _errs77 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.startedAtSha !== undefined){
let data16 = data4.startedAtSha;
const _errs79 = errors;
const _errs80 = errors;
let valid13 = false;
const _errs81 = errors;
if(errors === _errs81){
if(typeof data16 === "string"){
if(!pattern2.test(data16)){
const err44 = {instancePath:instancePath+"/data/object/branch/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/startedAtSha/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
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
const err45 = {instancePath:instancePath+"/data/object/branch/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/startedAtSha/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var _valid9 = _errs81 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs83 = errors;
if(errors === _errs83){
if(typeof data16 === "string"){
if(func2(data16) > 0){
const err46 = {instancePath:instancePath+"/data/object/branch/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/startedAtSha/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err47 = {instancePath:instancePath+"/data/object/branch/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/startedAtSha/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid9 = _errs83 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs85 = errors;
if(data16 !== null){
const err48 = {instancePath:instancePath+"/data/object/branch/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/startedAtSha/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid9 = _errs85 === errors;
valid13 = valid13 || _valid9;
}
}
if(!valid13){
const err49 = {instancePath:instancePath+"/data/object/branch/startedAtSha",schemaPath:"#/properties/data/properties/object/properties/branch/properties/startedAtSha/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs79 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.status !== undefined){
let data17 = data4.status;
const _errs87 = errors;
const _errs88 = errors;
let valid14 = false;
const _errs89 = errors;
if(typeof data17 !== "string"){
const err50 = {instancePath:instancePath+"/data/object/branch/status",schemaPath:"#/properties/data/properties/object/properties/branch/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!((((((((data17 === "active") || (data17 === "wip")) || (data17 === "feedback")) || (data17 === "review")) || (data17 === "merged")) || (data17 === "archived")) || (data17 === "deleted")) || (data17 === "diverged"))){
const err51 = {instancePath:instancePath+"/data/object/branch/status",schemaPath:"#/properties/data/properties/object/properties/branch/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.branch.properties.status.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid10 = _errs89 === errors;
valid14 = valid14 || _valid10;
if(!valid14){
const _errs91 = errors;
if(typeof data17 !== "string"){
const err52 = {instancePath:instancePath+"/data/object/branch/status",schemaPath:"#/properties/data/properties/object/properties/branch/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid10 = _errs91 === errors;
valid14 = valid14 || _valid10;
}
if(!valid14){
const err53 = {instancePath:instancePath+"/data/object/branch/status",schemaPath:"#/properties/data/properties/object/properties/branch/properties/status/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs87 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.updatedAt !== undefined){
let data18 = data4.updatedAt;
const _errs93 = errors;
if(errors === _errs93){
if(typeof data18 === "string"){
if(!pattern0.test(data18)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/updatedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/branch/updatedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid3 = _errs93 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.user !== undefined){
let data19 = data4.user;
const _errs95 = errors;
if(errors === _errs95){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing4;
if((((((((data19.avatarUrl === undefined) && (missing4 = "avatarUrl")) || ((data19.createdAt === undefined) && (missing4 = "createdAt"))) || ((data19.id === undefined) && (missing4 = "id"))) || ((data19.name === undefined) && (missing4 = "name"))) || ((data19.objectType === undefined) && (missing4 = "objectType"))) || ((data19.updatedAt === undefined) && (missing4 = "updatedAt"))) || ((data19.username === undefined) && (missing4 = "username"))){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data19.avatarUrl !== undefined){
let data20 = data19.avatarUrl;
const _errs97 = errors;
const _errs98 = errors;
let valid16 = false;
const _errs99 = errors;
if(errors === _errs99){
if(errors === _errs99){
if(typeof data20 === "string"){
if(!(formats10(data20))){
const err54 = {instancePath:instancePath+"/data/object/branch/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/avatarUrl/anyOf/0/format",keyword:"format",params:{format: "uri"}};
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
const err55 = {instancePath:instancePath+"/data/object/branch/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/avatarUrl/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid11 = _errs99 === errors;
valid16 = valid16 || _valid11;
if(!valid16){
const _errs101 = errors;
if(errors === _errs101){
if(typeof data20 === "string"){
if(func2(data20) > 0){
const err56 = {instancePath:instancePath+"/data/object/branch/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/avatarUrl/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err57 = {instancePath:instancePath+"/data/object/branch/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/avatarUrl/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid11 = _errs101 === errors;
valid16 = valid16 || _valid11;
if(!valid16){
const _errs103 = errors;
if(data20 !== null){
const err58 = {instancePath:instancePath+"/data/object/branch/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/avatarUrl/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid11 = _errs103 === errors;
valid16 = valid16 || _valid11;
}
}
if(!valid16){
const err59 = {instancePath:instancePath+"/data/object/branch/user/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/avatarUrl/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs98;
if(vErrors !== null){
if(_errs98){
vErrors.length = _errs98;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs97 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.createdAt !== undefined){
let data21 = data19.createdAt;
const _errs105 = errors;
if(errors === _errs105){
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/createdAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/createdAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid15 = _errs105 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.deletedAt !== undefined){
let data22 = data19.deletedAt;
const _errs107 = errors;
const _errs108 = errors;
let valid17 = false;
const _errs109 = errors;
if(errors === _errs109){
if(typeof data22 === "string"){
if(!pattern0.test(data22)){
const err60 = {instancePath:instancePath+"/data/object/branch/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/deletedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
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
const err61 = {instancePath:instancePath+"/data/object/branch/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/deletedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid12 = _errs109 === errors;
valid17 = valid17 || _valid12;
if(!valid17){
const _errs111 = errors;
if(errors === _errs111){
if(typeof data22 === "string"){
if(func2(data22) > 0){
const err62 = {instancePath:instancePath+"/data/object/branch/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/deletedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err63 = {instancePath:instancePath+"/data/object/branch/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/deletedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
var _valid12 = _errs111 === errors;
valid17 = valid17 || _valid12;
if(!valid17){
const _errs113 = errors;
if(data22 !== null){
const err64 = {instancePath:instancePath+"/data/object/branch/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/deletedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid12 = _errs113 === errors;
valid17 = valid17 || _valid12;
}
}
if(!valid17){
const err65 = {instancePath:instancePath+"/data/object/branch/user/deletedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/deletedAt/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs107 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.email !== undefined){
let data23 = data19.email;
const _errs115 = errors;
const _errs116 = errors;
let valid18 = false;
const _errs117 = errors;
if(errors === _errs117){
if(errors === _errs117){
if(typeof data23 === "string"){
if(!(formats12(data23))){
const err66 = {instancePath:instancePath+"/data/object/branch/user/email",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/email/anyOf/0/format",keyword:"format",params:{format: "email"}};
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
const err67 = {instancePath:instancePath+"/data/object/branch/user/email",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/email/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid13 = _errs117 === errors;
valid18 = valid18 || _valid13;
if(!valid18){
const _errs119 = errors;
if(errors === _errs119){
if(typeof data23 === "string"){
if(func2(data23) > 0){
const err68 = {instancePath:instancePath+"/data/object/branch/user/email",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/email/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err69 = {instancePath:instancePath+"/data/object/branch/user/email",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/email/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
var _valid13 = _errs119 === errors;
valid18 = valid18 || _valid13;
if(!valid18){
const _errs121 = errors;
if(data23 !== null){
const err70 = {instancePath:instancePath+"/data/object/branch/user/email",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/email/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid13 = _errs121 === errors;
valid18 = valid18 || _valid13;
}
}
if(!valid18){
const err71 = {instancePath:instancePath+"/data/object/branch/user/email",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/email/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs116;
if(vErrors !== null){
if(_errs116){
vErrors.length = _errs116;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs115 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.id !== undefined){
let data24 = data19.id;
const _errs123 = errors;
if(errors === _errs123){
if(errors === _errs123){
if(typeof data24 === "string"){
if(!(formats0(data24))){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/id",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/id/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/id",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid15 = _errs123 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.lastActiveAt !== undefined){
let data25 = data19.lastActiveAt;
const _errs125 = errors;
const _errs126 = errors;
let valid19 = false;
const _errs127 = errors;
if(errors === _errs127){
if(typeof data25 === "string"){
if(!pattern0.test(data25)){
const err72 = {instancePath:instancePath+"/data/object/branch/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/lastActiveAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
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
const err73 = {instancePath:instancePath+"/data/object/branch/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/lastActiveAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
var _valid14 = _errs127 === errors;
valid19 = valid19 || _valid14;
if(!valid19){
const _errs129 = errors;
if(errors === _errs129){
if(typeof data25 === "string"){
if(func2(data25) > 0){
const err74 = {instancePath:instancePath+"/data/object/branch/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/lastActiveAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err75 = {instancePath:instancePath+"/data/object/branch/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/lastActiveAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
var _valid14 = _errs129 === errors;
valid19 = valid19 || _valid14;
if(!valid19){
const _errs131 = errors;
if(data25 !== null){
const err76 = {instancePath:instancePath+"/data/object/branch/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/lastActiveAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid14 = _errs131 === errors;
valid19 = valid19 || _valid14;
}
}
if(!valid19){
const err77 = {instancePath:instancePath+"/data/object/branch/user/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/lastActiveAt/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs126;
if(vErrors !== null){
if(_errs126){
vErrors.length = _errs126;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs125 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.name !== undefined){
const _errs133 = errors;
if(typeof data19.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/name",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid15 = _errs133 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.objectType !== undefined){
let data27 = data19.objectType;
const _errs135 = errors;
if(typeof data27 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/objectType",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data27){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/objectType",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid15 = _errs135 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.primaryEmailId !== undefined){
let data28 = data19.primaryEmailId;
const _errs137 = errors;
if((typeof data28 !== "string") && (data28 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/primaryEmailId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/primaryEmailId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.branch.properties.user.properties.primaryEmailId.type}}];
return false;
}
var valid15 = _errs137 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.updatedAt !== undefined){
let data29 = data19.updatedAt;
const _errs139 = errors;
if(errors === _errs139){
if(typeof data29 === "string"){
if(!pattern0.test(data29)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/updatedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/updatedAt",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid15 = _errs139 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.username !== undefined){
const _errs141 = errors;
if(typeof data19.username !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user/username",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/properties/username/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid15 = _errs141 === errors;
}
else {
var valid15 = true;
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
validate10.errors = [{instancePath:instancePath+"/data/object/branch/user",schemaPath:"#/properties/data/properties/object/properties/branch/properties/user/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs95 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.userId !== undefined){
let data31 = data4.userId;
const _errs143 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/userId",schemaPath:"#/properties/data/properties/object/properties/branch/properties/userId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.branch.properties.userId.type}}];
return false;
}
var valid3 = _errs143 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.userName !== undefined){
let data32 = data4.userName;
const _errs145 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/branch/userName",schemaPath:"#/properties/data/properties/object/properties/branch/properties/userName/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.branch.properties.userName.type}}];
return false;
}
var valid3 = _errs145 === errors;
}
else {
var valid3 = true;
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
validate10.errors = [{instancePath:instancePath+"/data/object/branch",schemaPath:"#/properties/data/properties/object/properties/branch/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.commits !== undefined){
let data33 = data3.commits;
const _errs147 = errors;
if(errors === _errs147){
if(Array.isArray(data33)){
if(data33.length < 1){
validate10.errors = [{instancePath:instancePath+"/data/object/commits",schemaPath:"#/properties/data/properties/object/properties/commits/minItems",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid20 = true;
const len0 = data33.length;
for(let i0=0; i0<len0; i0++){
let data34 = data33[i0];
const _errs149 = errors;
if(errors === _errs149){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing5;
if(((((((((((((((data34.description === undefined) && (missing5 = "description")) || ((data34.destinationBranchId === undefined) && (missing5 = "destinationBranchId"))) || ((data34.destinationBranchName === undefined) && (missing5 = "destinationBranchName"))) || ((data34.fileIds === undefined) && (missing5 = "fileIds"))) || ((data34.objectType === undefined) && (missing5 = "objectType"))) || ((data34.parents === undefined) && (missing5 = "parents"))) || ((data34.sha === undefined) && (missing5 = "sha"))) || ((data34.sourceBranchId === undefined) && (missing5 = "sourceBranchId"))) || ((data34.sourceBranchName === undefined) && (missing5 = "sourceBranchName"))) || ((data34.time === undefined) && (missing5 = "time"))) || ((data34.title === undefined) && (missing5 = "title"))) || ((data34.type === undefined) && (missing5 = "type"))) || ((data34.userId === undefined) && (missing5 = "userId"))) || ((data34.userName === undefined) && (missing5 = "userName"))){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0,schemaPath:"#/properties/data/properties/object/properties/commits/items/required",keyword:"required",params:{missingProperty: missing5}}];
return false;
}
else {
if(data34.description !== undefined){
let data35 = data34.description;
const _errs151 = errors;
if((typeof data35 !== "string") && (data35 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/description",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/description/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.commits.items.properties.description.type}}];
return false;
}
var valid21 = _errs151 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.destinationBranchId !== undefined){
let data36 = data34.destinationBranchId;
const _errs153 = errors;
const _errs154 = errors;
let valid22 = false;
const _errs155 = errors;
const _errs156 = errors;
let valid23 = false;
const _errs157 = errors;
if(errors === _errs157){
if(errors === _errs157){
if(typeof data36 === "string"){
if(!(formats0(data36))){
const err78 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
var _valid16 = _errs157 === errors;
valid23 = valid23 || _valid16;
if(!valid23){
const _errs159 = errors;
if(typeof data36 !== "string"){
const err80 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!(data36 === "master")){
const err81 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.commits.items.properties.destinationBranchId.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid16 = _errs159 === errors;
valid23 = valid23 || _valid16;
}
if(!valid23){
const err82 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs156;
if(vErrors !== null){
if(_errs156){
vErrors.length = _errs156;
}
else {
vErrors = null;
}
}
}
var _valid15 = _errs155 === errors;
valid22 = valid22 || _valid15;
if(!valid22){
const _errs161 = errors;
if(errors === _errs161){
if(typeof data36 === "string"){
if(func2(data36) > 0){
const err83 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var _valid15 = _errs161 === errors;
valid22 = valid22 || _valid15;
if(!valid22){
const _errs163 = errors;
if(data36 !== null){
const err85 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid15 = _errs163 === errors;
valid22 = valid22 || _valid15;
}
}
if(!valid22){
const err86 = {instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs154;
if(vErrors !== null){
if(_errs154){
vErrors.length = _errs154;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs153 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.destinationBranchName !== undefined){
let data37 = data34.destinationBranchName;
const _errs165 = errors;
if((typeof data37 !== "string") && (data37 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/destinationBranchName",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/destinationBranchName/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.commits.items.properties.destinationBranchName.type}}];
return false;
}
var valid21 = _errs165 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.fileIds !== undefined){
let data38 = data34.fileIds;
const _errs167 = errors;
if(errors === _errs167){
if(Array.isArray(data38)){
var valid24 = true;
const len1 = data38.length;
for(let i1=0; i1<len1; i1++){
const _errs169 = errors;
if(typeof data38[i1] !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/fileIds/" + i1,schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/fileIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid24 = _errs169 === errors;
if(!valid24){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/fileIds",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/fileIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid21 = _errs167 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.objectType !== undefined){
let data40 = data34.objectType;
const _errs171 = errors;
if(typeof data40 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/objectType",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("commit" !== data40){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/objectType",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/objectType/const",keyword:"const",params:{allowedValue: "commit"}}];
return false;
}
var valid21 = _errs171 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.parents !== undefined){
let data41 = data34.parents;
const _errs173 = errors;
if(errors === _errs173){
if(Array.isArray(data41)){
var valid25 = true;
const len2 = data41.length;
for(let i2=0; i2<len2; i2++){
const _errs175 = errors;
if(typeof data41[i2] !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/parents/" + i2,schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/parents/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid25 = _errs175 === errors;
if(!valid25){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/parents",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/parents/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid21 = _errs173 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.projectId !== undefined){
let data43 = data34.projectId;
const _errs177 = errors;
if(errors === _errs177){
if(errors === _errs177){
if(typeof data43 === "string"){
if(!(formats0(data43))){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/projectId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/projectId/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/projectId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/projectId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid21 = _errs177 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.sha !== undefined){
let data44 = data34.sha;
const _errs179 = errors;
if(errors === _errs179){
if(typeof data44 === "string"){
if(!pattern2.test(data44)){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/sha",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/sha",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sha/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid21 = _errs179 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.sourceBranchId !== undefined){
let data45 = data34.sourceBranchId;
const _errs181 = errors;
const _errs182 = errors;
let valid26 = false;
const _errs183 = errors;
const _errs184 = errors;
let valid27 = false;
const _errs185 = errors;
if(errors === _errs185){
if(errors === _errs185){
if(typeof data45 === "string"){
if(!(formats0(data45))){
const err87 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
var _valid18 = _errs185 === errors;
valid27 = valid27 || _valid18;
if(!valid27){
const _errs187 = errors;
if(typeof data45 !== "string"){
const err89 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(!(data45 === "master")){
const err90 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.commits.items.properties.sourceBranchId.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid18 = _errs187 === errors;
valid27 = valid27 || _valid18;
}
if(!valid27){
const err91 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
else {
errors = _errs184;
if(vErrors !== null){
if(_errs184){
vErrors.length = _errs184;
}
else {
vErrors = null;
}
}
}
var _valid17 = _errs183 === errors;
valid26 = valid26 || _valid17;
if(!valid26){
const _errs189 = errors;
if(errors === _errs189){
if(typeof data45 === "string"){
if(func2(data45) > 0){
const err92 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
var _valid17 = _errs189 === errors;
valid26 = valid26 || _valid17;
if(!valid26){
const _errs191 = errors;
if(data45 !== null){
const err94 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid17 = _errs191 === errors;
valid26 = valid26 || _valid17;
}
}
if(!valid26){
const err95 = {instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs182;
if(vErrors !== null){
if(_errs182){
vErrors.length = _errs182;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs181 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.sourceBranchName !== undefined){
let data46 = data34.sourceBranchName;
const _errs193 = errors;
if((typeof data46 !== "string") && (data46 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/sourceBranchName",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/sourceBranchName/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.commits.items.properties.sourceBranchName.type}}];
return false;
}
var valid21 = _errs193 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.time !== undefined){
let data47 = data34.time;
const _errs195 = errors;
if(errors === _errs195){
if(typeof data47 === "string"){
if(!pattern0.test(data47)){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/time",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/time",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/time/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid21 = _errs195 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.title !== undefined){
const _errs197 = errors;
if(typeof data34.title !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/title",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/title/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid21 = _errs197 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.type !== undefined){
let data49 = data34.type;
const _errs199 = errors;
const _errs200 = errors;
let valid28 = false;
const _errs201 = errors;
if(typeof data49 !== "string"){
const err96 = {instancePath:instancePath+"/data/object/commits/" + i0+"/type",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(!((((((((((((data49 === "PROJECT_CREATED") || (data49 === "FILE_ADDED")) || (data49 === "FILE_RENAMED")) || (data49 === "FILE_DELETED")) || (data49 === "FILE_REPLACED")) || (data49 === "FILE_UPGRADED")) || (data49 === "LIBRARY_ADDED")) || (data49 === "LIBRARY_REMOVED")) || (data49 === "RESTORE")) || (data49 === "UPDATE")) || (data49 === "MERGE")) || (data49 === "NORMAL"))){
const err97 = {instancePath:instancePath+"/data/object/commits/" + i0+"/type",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/type/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.commits.items.properties.type.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid19 = _errs201 === errors;
valid28 = valid28 || _valid19;
if(!valid28){
const _errs203 = errors;
if(typeof data49 !== "string"){
const err98 = {instancePath:instancePath+"/data/object/commits/" + i0+"/type",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid19 = _errs203 === errors;
valid28 = valid28 || _valid19;
}
if(!valid28){
const err99 = {instancePath:instancePath+"/data/object/commits/" + i0+"/type",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/type/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs200;
if(vErrors !== null){
if(_errs200){
vErrors.length = _errs200;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs199 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.userEmail !== undefined){
let data50 = data34.userEmail;
const _errs205 = errors;
if((typeof data50 !== "string") && (data50 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/userEmail",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/userEmail/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.commits.items.properties.userEmail.type}}];
return false;
}
var valid21 = _errs205 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.userId !== undefined){
let data51 = data34.userId;
const _errs207 = errors;
if(errors === _errs207){
if(errors === _errs207){
if(typeof data51 === "string"){
if(!(formats0(data51))){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/userId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/userId/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/userId",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/userId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid21 = _errs207 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.userName !== undefined){
const _errs209 = errors;
if(typeof data34.userName !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0+"/userName",schemaPath:"#/properties/data/properties/object/properties/commits/items/properties/userName/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid21 = _errs209 === errors;
}
else {
var valid21 = true;
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
validate10.errors = [{instancePath:instancePath+"/data/object/commits/" + i0,schemaPath:"#/properties/data/properties/object/properties/commits/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid20 = _errs149 === errors;
if(!valid20){
break;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commits",schemaPath:"#/properties/data/properties/object/properties/commits/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid2 = _errs147 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data53 = data3.objectType;
const _errs211 = errors;
if(typeof data53 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("commits" !== data53){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/const",keyword:"const",params:{allowedValue: "commits"}}];
return false;
}
var valid2 = _errs211 === errors;
}
else {
var valid2 = true;
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
let data54 = data2.changes;
const _errs213 = errors;
if(errors === _errs213){
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
for(const key0 in data54){
let data55 = data54[key0];
const _errs216 = errors;
if(errors === _errs216){
if(Array.isArray(data55)){
if(data55.length > 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2}}];
return false;
}
else {
if(data55.length < 2){
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
var valid29 = _errs216 === errors;
if(!valid29){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes",schemaPath:"#/properties/data/properties/changes/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs213 === errors;
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
