// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates comment.deleted deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"CommentDeletedEvent","description":"A comment is deleted: the whole object is sent, with deletedAt set.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"event":{"type":"string","const":"comment.deleted"},"data":{"type":"object","required":["object"],"properties":{"object":{"title":"Comment","description":"A comment on a project, branch, commit, file or layer: the object of comment events.","type":"object","required":["body","branchId","branchName","commenter","commitSha","createdAt","editedAt","fileId","fileName","file_type","id","layerId","layerName","objectType","pageId","page_name","projectId","publishedAt","replyIds","updatedAt"],"properties":{"annotation":{"description":"Where the comment is pinned: an Annotation object (the SDK's type), a string (samples show JSON text, or \"\" when it is not pinned) or null; may be absent.","anyOf":[{"title":"Annotation","description":"Where a comment is pinned on a layer (the SDK's Annotation type); every field optional.","type":"object","properties":{"editing":{"type":"boolean"},"height":{"type":"number"},"id":{"type":"string"},"number":{"description":"The annotation's number as shown on the canvas.","type":"number"},"scale":{"type":"number"},"width":{"type":"number"},"x":{"type":"number"},"y":{"type":"number"}}},{"type":"string"},{"type":"null"}]},"body":{"type":"string"},"branchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"description":"A UUID (either letter case).","type":"string","format":"uuid"},{"type":"string","enum":["master"]}]},{"type":"string","maxLength":0},{"type":"null"}]},"branchName":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"commenter":{"title":"User","description":"Who wrote the comment (email may be absent).","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","type":["string","null"]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"username":{"type":"string"}}},"commitSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},{"type":"string","maxLength":0},{"type":"null"}]},"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"deletedAt":{"description":"Set on comment.deleted; may be absent.","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"editedAt":{"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"fileId":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"fileName":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"file_type":{"description":"Note the snake_case name, as the platform sends it.","type":["string","null"]},"id":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"layerId":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"layerName":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"objectType":{"type":"string","const":"comment"},"pageId":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"page_name":{"description":"Note the snake_case name, as the platform sends it.","type":["string","null"]},"parent":{"description":"The comment this one replies to, when it is a reply.","$ref":"#/definitions/Comment"},"parentId":{"description":"Id of the comment this one replies to (SDK field; optional).","type":["string","null"]},"projectId":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"publishedAt":{"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"replyIds":{"description":"Ids of the replies to this comment.","type":"array","items":{"type":"string"}},"reviewId":{"description":"The review the comment belongs to, or empty; may be absent.","type":["string","null"]},"reviewStatus":{"description":"Review verdict the comment carries, or empty; may be absent. Known values: \"\", REQUESTED, REJECTED, APPROVED.","anyOf":[{"type":"string","enum":["","REQUESTED","REJECTED","APPROVED"]},{"type":"string"},{"type":"null"}]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"userId":{"description":"Id of the commenter (SDK field; optional).","type":["string","null"]}}},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}}}},"definitions":{"timestamp":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"Comment":{"title":"Comment","description":"A comment on a project, branch, commit, file or layer: the object of comment events.","type":"object","required":["body","branchId","branchName","commenter","commitSha","createdAt","editedAt","fileId","fileName","file_type","id","layerId","layerName","objectType","pageId","page_name","projectId","publishedAt","replyIds","updatedAt"],"properties":{"annotation":{"description":"Where the comment is pinned: an Annotation object (the SDK's type), a string (samples show JSON text, or \"\" when it is not pinned) or null; may be absent.","anyOf":[{"$ref":"#/definitions/Annotation"},{"type":"string"},{"type":"null"}]},"body":{"type":"string"},"branchId":{"$ref":"#/definitions/emptyableBranchId"},"branchName":{"$ref":"#/definitions/emptyableString"},"commenter":{"description":"Who wrote the comment (email may be absent).","$ref":"#/definitions/User"},"commitSha":{"$ref":"#/definitions/emptyableSha"},"createdAt":{"$ref":"#/definitions/timestamp"},"deletedAt":{"description":"Set on comment.deleted; may be absent.","$ref":"#/definitions/emptyableTimestamp"},"editedAt":{"$ref":"#/definitions/emptyableTimestamp"},"fileId":{"$ref":"#/definitions/emptyableString"},"fileName":{"$ref":"#/definitions/emptyableString"},"file_type":{"description":"Note the snake_case name, as the platform sends it.","$ref":"#/definitions/emptyableString"},"id":{"$ref":"#/definitions/uuid"},"layerId":{"$ref":"#/definitions/emptyableString"},"layerName":{"$ref":"#/definitions/emptyableString"},"objectType":{"type":"string","const":"comment"},"pageId":{"$ref":"#/definitions/emptyableString"},"page_name":{"description":"Note the snake_case name, as the platform sends it.","$ref":"#/definitions/emptyableString"},"parent":{"description":"The comment this one replies to, when it is a reply.","$ref":"#/definitions/Comment"},"parentId":{"description":"Id of the comment this one replies to (SDK field; optional).","$ref":"#/definitions/emptyableString"},"projectId":{"$ref":"#/definitions/uuid"},"publishedAt":{"$ref":"#/definitions/emptyableTimestamp"},"replyIds":{"description":"Ids of the replies to this comment.","type":"array","items":{"type":"string"}},"reviewId":{"description":"The review the comment belongs to, or empty; may be absent.","$ref":"#/definitions/emptyableString"},"reviewStatus":{"description":"Review verdict the comment carries, or empty; may be absent. Known values: \"\", REQUESTED, REJECTED, APPROVED.","anyOf":[{"type":"string","enum":["","REQUESTED","REJECTED","APPROVED"]},{"type":"string"},{"type":"null"}]},"updatedAt":{"$ref":"#/definitions/timestamp"},"userId":{"description":"Id of the commenter (SDK field; optional).","$ref":"#/definitions/emptyableString"}}},"Annotation":{"title":"Annotation","description":"Where a comment is pinned on a layer (the SDK's Annotation type); every field optional.","type":"object","properties":{"editing":{"type":"boolean"},"height":{"type":"number"},"id":{"type":"string"},"number":{"description":"The annotation's number as shown on the canvas.","type":"number"},"scale":{"type":"number"},"width":{"type":"number"},"x":{"type":"number"},"y":{"type":"number"}}},"emptyableBranchId":{"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/branchId"},{"type":"string","maxLength":0},{"type":"null"}]},"branchId":{"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"$ref":"#/definitions/uuid"},{"type":"string","enum":["master"]}]},"uuid":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"emptyableString":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"User":{"title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"#/definitions/emptyableUri"},"createdAt":{"$ref":"#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"#/definitions/emptyableString"},"updatedAt":{"$ref":"#/definitions/timestamp"},"username":{"type":"string"}}},"emptyableUri":{"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"emptyableTimestamp":{"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]},"emptyableSha":{"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]},"sha":{"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}},"$id":"https://designhooks.dev/schemas/events/comment.deleted.schema.json#fast"};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern5 = new RegExp("^[0-9a-f]{40}$", "u");
const formats0 = formats.uuid;
const formats2 = formats.uri;
const formats4 = formats.email;
const func2 = ucs2length;
const schema12 = {"title":"Comment","description":"A comment on a project, branch, commit, file or layer: the object of comment events.","type":"object","required":["body","branchId","branchName","commenter","commitSha","createdAt","editedAt","fileId","fileName","file_type","id","layerId","layerName","objectType","pageId","page_name","projectId","publishedAt","replyIds","updatedAt"],"properties":{"annotation":{"description":"Where the comment is pinned: an Annotation object (the SDK's type), a string (samples show JSON text, or \"\" when it is not pinned) or null; may be absent.","anyOf":[{"$ref":"#/definitions/Annotation"},{"type":"string"},{"type":"null"}]},"body":{"type":"string"},"branchId":{"$ref":"#/definitions/emptyableBranchId"},"branchName":{"$ref":"#/definitions/emptyableString"},"commenter":{"description":"Who wrote the comment (email may be absent).","$ref":"#/definitions/User"},"commitSha":{"$ref":"#/definitions/emptyableSha"},"createdAt":{"$ref":"#/definitions/timestamp"},"deletedAt":{"description":"Set on comment.deleted; may be absent.","$ref":"#/definitions/emptyableTimestamp"},"editedAt":{"$ref":"#/definitions/emptyableTimestamp"},"fileId":{"$ref":"#/definitions/emptyableString"},"fileName":{"$ref":"#/definitions/emptyableString"},"file_type":{"description":"Note the snake_case name, as the platform sends it.","$ref":"#/definitions/emptyableString"},"id":{"$ref":"#/definitions/uuid"},"layerId":{"$ref":"#/definitions/emptyableString"},"layerName":{"$ref":"#/definitions/emptyableString"},"objectType":{"type":"string","const":"comment"},"pageId":{"$ref":"#/definitions/emptyableString"},"page_name":{"description":"Note the snake_case name, as the platform sends it.","$ref":"#/definitions/emptyableString"},"parent":{"description":"The comment this one replies to, when it is a reply.","$ref":"#/definitions/Comment"},"parentId":{"description":"Id of the comment this one replies to (SDK field; optional).","$ref":"#/definitions/emptyableString"},"projectId":{"$ref":"#/definitions/uuid"},"publishedAt":{"$ref":"#/definitions/emptyableTimestamp"},"replyIds":{"description":"Ids of the replies to this comment.","type":"array","items":{"type":"string"}},"reviewId":{"description":"The review the comment belongs to, or empty; may be absent.","$ref":"#/definitions/emptyableString"},"reviewStatus":{"description":"Review verdict the comment carries, or empty; may be absent. Known values: \"\", REQUESTED, REJECTED, APPROVED.","anyOf":[{"type":"string","enum":["","REQUESTED","REJECTED","APPROVED"]},{"type":"string"},{"type":"null"}]},"updatedAt":{"$ref":"#/definitions/timestamp"},"userId":{"description":"Id of the commenter (SDK field; optional).","$ref":"#/definitions/emptyableString"}}};
const schema13 = {"title":"Annotation","description":"Where a comment is pinned on a layer (the SDK's Annotation type); every field optional.","type":"object","properties":{"editing":{"type":"boolean"},"height":{"type":"number"},"id":{"type":"string"},"number":{"description":"The annotation's number as shown on the canvas.","type":"number"},"scale":{"type":"number"},"width":{"type":"number"},"x":{"type":"number"},"y":{"type":"number"}}};
const schema17 = {"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]};
const schema20 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema16 = {"description":"A UUID (either letter case).","type":"string","format":"uuid"};
const schema14 = {"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/branchId"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema15 = {"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"$ref":"#/definitions/uuid"},{"type":"string","enum":["master"]}]};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data === "string"){
if(!(formats0(data))){
const err0 = {instancePath,schemaPath:"#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}};
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
const err1 = {instancePath,schemaPath:"#/definitions/uuid/type",keyword:"type",params:{type: "string"}};
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
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data === "master")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema15.anyOf[1].enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(func2(data) > 0){
const err0 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data !== null){
const err2 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
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
validate12.errors = vErrors;
return errors === 0;
}

const schema18 = {"title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"#/definitions/emptyableUri"},"createdAt":{"$ref":"#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"#/definitions/emptyableString"},"updatedAt":{"$ref":"#/definitions/timestamp"},"username":{"type":"string"}}};
const schema19 = {"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema21 = {"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate17.errors = vErrors;
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
validate17.errors = vErrors;
return errors === 0;
}


function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.avatarUrl === undefined) && (missing0 = "avatarUrl")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.username === undefined) && (missing0 = "username"))){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(formats2(data0))){
const err0 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/definitions/emptyableUri/anyOf/0/format",keyword:"format",params:{format: "uri"}};
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
const err1 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/definitions/emptyableUri/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
const err2 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/definitions/emptyableUri/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err3 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/definitions/emptyableUri/anyOf/1/type",keyword:"type",params:{type: "string"}};
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
const err4 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/definitions/emptyableUri/anyOf/2/type",keyword:"type",params:{type: "null"}};
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
const err5 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/definitions/emptyableUri/anyOf",keyword:"anyOf",params:{}};
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
validate16.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate17(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
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
if(!(formats4(data3))){
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
validate16.errors = vErrors;
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
if(!(formats0(data4))){
validate16.errors = [{instancePath:instancePath+"/id",schemaPath:"#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/id",schemaPath:"#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate17(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
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
validate16.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate16.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data7){
validate16.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
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
validate16.errors = [{instancePath:instancePath+"/primaryEmailId",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
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
validate16.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
validate16.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}}];
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
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

const schema26 = {"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema27 = {"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
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
const err1 = {instancePath,schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"}};
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
validate21.errors = vErrors;
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
validate21.errors = vErrors;
return errors === 0;
}

const wrapper0 = {validate: validate11};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.body === undefined) && (missing0 = "body")) || ((data.branchId === undefined) && (missing0 = "branchId"))) || ((data.branchName === undefined) && (missing0 = "branchName"))) || ((data.commenter === undefined) && (missing0 = "commenter"))) || ((data.commitSha === undefined) && (missing0 = "commitSha"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.editedAt === undefined) && (missing0 = "editedAt"))) || ((data.fileId === undefined) && (missing0 = "fileId"))) || ((data.fileName === undefined) && (missing0 = "fileName"))) || ((data.file_type === undefined) && (missing0 = "file_type"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.layerId === undefined) && (missing0 = "layerId"))) || ((data.layerName === undefined) && (missing0 = "layerName"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.pageId === undefined) && (missing0 = "pageId"))) || ((data.page_name === undefined) && (missing0 = "page_name"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.publishedAt === undefined) && (missing0 = "publishedAt"))) || ((data.replyIds === undefined) && (missing0 = "replyIds"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.annotation !== undefined){
let data0 = data.annotation;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.editing !== undefined){
const _errs6 = errors;
if(typeof data0.editing !== "boolean"){
const err0 = {instancePath:instancePath+"/annotation/editing",schemaPath:"#/definitions/Annotation/properties/editing/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.height !== undefined){
let data2 = data0.height;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err1 = {instancePath:instancePath+"/annotation/height",schemaPath:"#/definitions/Annotation/properties/height/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.id !== undefined){
const _errs10 = errors;
if(typeof data0.id !== "string"){
const err2 = {instancePath:instancePath+"/annotation/id",schemaPath:"#/definitions/Annotation/properties/id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.number !== undefined){
let data4 = data0.number;
const _errs12 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err3 = {instancePath:instancePath+"/annotation/number",schemaPath:"#/definitions/Annotation/properties/number/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.scale !== undefined){
let data5 = data0.scale;
const _errs14 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err4 = {instancePath:instancePath+"/annotation/scale",schemaPath:"#/definitions/Annotation/properties/scale/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.width !== undefined){
let data6 = data0.width;
const _errs16 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err5 = {instancePath:instancePath+"/annotation/width",schemaPath:"#/definitions/Annotation/properties/width/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.x !== undefined){
let data7 = data0.x;
const _errs18 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err6 = {instancePath:instancePath+"/annotation/x",schemaPath:"#/definitions/Annotation/properties/x/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.y !== undefined){
let data8 = data0.y;
const _errs20 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err7 = {instancePath:instancePath+"/annotation/y",schemaPath:"#/definitions/Annotation/properties/y/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid3 = _errs20 === errors;
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
else {
const err8 = {instancePath:instancePath+"/annotation",schemaPath:"#/definitions/Annotation/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs22 = errors;
if(typeof data0 !== "string"){
const err9 = {instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs24 = errors;
if(data0 !== null){
const err10 = {instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err11 = {instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate11.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
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
if(data.body !== undefined){
const _errs26 = errors;
if(typeof data.body !== "string"){
validate11.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.branchId !== undefined){
const _errs28 = errors;
if(!(validate12(data.branchId, {instancePath:instancePath+"/branchId",parentData:data,parentDataProperty:"branchId",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.branchName !== undefined){
let data11 = data.branchName;
const _errs29 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate11.errors = [{instancePath:instancePath+"/branchName",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commenter !== undefined){
const _errs32 = errors;
if(!(validate16(data.commenter, {instancePath:instancePath+"/commenter",parentData:data,parentDataProperty:"commenter",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commitSha !== undefined){
const _errs33 = errors;
if(!(validate21(data.commitSha, {instancePath:instancePath+"/commitSha",parentData:data,parentDataProperty:"commitSha",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data14 = data.createdAt;
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data14 === "string"){
if(!pattern0.test(data14)){
validate11.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs37 = errors;
if(!(validate17(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.editedAt !== undefined){
const _errs38 = errors;
if(!(validate17(data.editedAt, {instancePath:instancePath+"/editedAt",parentData:data,parentDataProperty:"editedAt",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileId !== undefined){
let data17 = data.fileId;
const _errs39 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate11.errors = [{instancePath:instancePath+"/fileId",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileName !== undefined){
let data18 = data.fileName;
const _errs42 = errors;
if((typeof data18 !== "string") && (data18 !== null)){
validate11.errors = [{instancePath:instancePath+"/fileName",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_type !== undefined){
let data19 = data.file_type;
const _errs45 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate11.errors = [{instancePath:instancePath+"/file_type",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data20 = data.id;
const _errs48 = errors;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data20 === "string"){
if(!(formats0(data20))){
validate11.errors = [{instancePath:instancePath+"/id",schemaPath:"#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/id",schemaPath:"#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.layerId !== undefined){
let data21 = data.layerId;
const _errs51 = errors;
if((typeof data21 !== "string") && (data21 !== null)){
validate11.errors = [{instancePath:instancePath+"/layerId",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.layerName !== undefined){
let data22 = data.layerName;
const _errs54 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
validate11.errors = [{instancePath:instancePath+"/layerName",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data23 = data.objectType;
const _errs57 = errors;
if(typeof data23 !== "string"){
validate11.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("comment" !== data23){
validate11.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "comment"}}];
return false;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pageId !== undefined){
let data24 = data.pageId;
const _errs59 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate11.errors = [{instancePath:instancePath+"/pageId",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.page_name !== undefined){
let data25 = data.page_name;
const _errs62 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate11.errors = [{instancePath:instancePath+"/page_name",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent !== undefined){
const _errs65 = errors;
if(!(wrapper0.validate(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentId !== undefined){
let data27 = data.parentId;
const _errs66 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
validate11.errors = [{instancePath:instancePath+"/parentId",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectId !== undefined){
let data28 = data.projectId;
const _errs69 = errors;
const _errs70 = errors;
if(errors === _errs70){
if(errors === _errs70){
if(typeof data28 === "string"){
if(!(formats0(data28))){
validate11.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.publishedAt !== undefined){
const _errs72 = errors;
if(!(validate17(data.publishedAt, {instancePath:instancePath+"/publishedAt",parentData:data,parentDataProperty:"publishedAt",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs72 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replyIds !== undefined){
let data30 = data.replyIds;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data30)){
var valid16 = true;
const len0 = data30.length;
for(let i0=0; i0<len0; i0++){
const _errs75 = errors;
if(typeof data30[i0] !== "string"){
validate11.errors = [{instancePath:instancePath+"/replyIds/" + i0,schemaPath:"#/properties/replyIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs75 === errors;
if(!valid16){
break;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/replyIds",schemaPath:"#/properties/replyIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewId !== undefined){
let data32 = data.reviewId;
const _errs77 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate11.errors = [{instancePath:instancePath+"/reviewId",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewStatus !== undefined){
let data33 = data.reviewStatus;
const _errs80 = errors;
const _errs81 = errors;
let valid18 = false;
const _errs82 = errors;
if(typeof data33 !== "string"){
const err12 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data33 === "") || (data33 === "REQUESTED")) || (data33 === "REJECTED")) || (data33 === "APPROVED"))){
const err13 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema12.properties.reviewStatus.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs82 === errors;
valid18 = valid18 || _valid1;
if(!valid18){
const _errs84 = errors;
if(typeof data33 !== "string"){
const err14 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs84 === errors;
valid18 = valid18 || _valid1;
if(!valid18){
const _errs86 = errors;
if(data33 !== null){
const err15 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs86 === errors;
valid18 = valid18 || _valid1;
}
}
if(!valid18){
const err16 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
validate11.errors = vErrors;
return false;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
vErrors.length = _errs81;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data34 = data.updatedAt;
const _errs88 = errors;
const _errs89 = errors;
if(errors === _errs89){
if(typeof data34 === "string"){
if(!pattern0.test(data34)){
validate11.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data35 = data.userId;
const _errs91 = errors;
if((typeof data35 !== "string") && (data35 !== null)){
validate11.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/definitions/emptyableString/type",keyword:"type",params:{type: schema17.type}}];
return false;
}
var valid0 = _errs91 === errors;
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
}
}
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/comment.deleted.schema.json#fast" */;
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
if("comment.deleted" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "comment.deleted"}}];
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
if(((((((((((((((((((((data3.body === undefined) && (missing2 = "body")) || ((data3.branchId === undefined) && (missing2 = "branchId"))) || ((data3.branchName === undefined) && (missing2 = "branchName"))) || ((data3.commenter === undefined) && (missing2 = "commenter"))) || ((data3.commitSha === undefined) && (missing2 = "commitSha"))) || ((data3.createdAt === undefined) && (missing2 = "createdAt"))) || ((data3.editedAt === undefined) && (missing2 = "editedAt"))) || ((data3.fileId === undefined) && (missing2 = "fileId"))) || ((data3.fileName === undefined) && (missing2 = "fileName"))) || ((data3.file_type === undefined) && (missing2 = "file_type"))) || ((data3.id === undefined) && (missing2 = "id"))) || ((data3.layerId === undefined) && (missing2 = "layerId"))) || ((data3.layerName === undefined) && (missing2 = "layerName"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))) || ((data3.pageId === undefined) && (missing2 = "pageId"))) || ((data3.page_name === undefined) && (missing2 = "page_name"))) || ((data3.projectId === undefined) && (missing2 = "projectId"))) || ((data3.publishedAt === undefined) && (missing2 = "publishedAt"))) || ((data3.replyIds === undefined) && (missing2 = "replyIds"))) || ((data3.updatedAt === undefined) && (missing2 = "updatedAt"))){
validate10.errors = [{instancePath:instancePath+"/data/object",schemaPath:"#/properties/data/properties/object/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data3.annotation !== undefined){
let data4 = data3.annotation;
const _errs9 = errors;
const _errs10 = errors;
let valid3 = false;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.editing !== undefined){
const _errs13 = errors;
if(typeof data4.editing !== "boolean"){
const err0 = {instancePath:instancePath+"/data/object/annotation/editing",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/editing/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.height !== undefined){
let data6 = data4.height;
const _errs15 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err1 = {instancePath:instancePath+"/data/object/annotation/height",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/height/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.id !== undefined){
const _errs17 = errors;
if(typeof data4.id !== "string"){
const err2 = {instancePath:instancePath+"/data/object/annotation/id",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.number !== undefined){
let data8 = data4.number;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err3 = {instancePath:instancePath+"/data/object/annotation/number",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/number/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.scale !== undefined){
let data9 = data4.scale;
const _errs21 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err4 = {instancePath:instancePath+"/data/object/annotation/scale",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/scale/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.width !== undefined){
let data10 = data4.width;
const _errs23 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err5 = {instancePath:instancePath+"/data/object/annotation/width",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/width/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.x !== undefined){
let data11 = data4.x;
const _errs25 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err6 = {instancePath:instancePath+"/data/object/annotation/x",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/x/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.y !== undefined){
let data12 = data4.y;
const _errs27 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err7 = {instancePath:instancePath+"/data/object/annotation/y",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/properties/y/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
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
const err8 = {instancePath:instancePath+"/data/object/annotation",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs29 = errors;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/data/object/annotation",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs31 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/data/object/annotation",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid3 = valid3 || _valid0;
}
}
if(!valid3){
const err11 = {instancePath:instancePath+"/data/object/annotation",schemaPath:"#/properties/data/properties/object/properties/annotation/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.body !== undefined){
const _errs33 = errors;
if(typeof data3.body !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/body",schemaPath:"#/properties/data/properties/object/properties/body/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.branchId !== undefined){
let data14 = data3.branchId;
const _errs35 = errors;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
const _errs38 = errors;
let valid6 = false;
const _errs39 = errors;
if(errors === _errs39){
if(errors === _errs39){
if(typeof data14 === "string"){
if(!(formats0(data14))){
const err12 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/0/anyOf/0/format",keyword:"format",params:{format: "uuid"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid2 = _errs39 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs41 = errors;
if(typeof data14 !== "string"){
const err14 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(data14 === "master")){
const err15 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/0/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.branchId.anyOf[0].anyOf[1].enum}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs41 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err16 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs37 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs43 = errors;
if(errors === _errs43){
if(typeof data14 === "string"){
if(func2(data14) > 0){
const err17 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid1 = _errs43 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs45 = errors;
if(data14 !== null){
const err19 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid5 = valid5 || _valid1;
}
}
if(!valid5){
const err20 = {instancePath:instancePath+"/data/object/branchId",schemaPath:"#/properties/data/properties/object/properties/branchId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.branchName !== undefined){
let data15 = data3.branchName;
const _errs47 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/branchName",schemaPath:"#/properties/data/properties/object/properties/branchName/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.branchName.type}}];
return false;
}
var valid2 = _errs47 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.commenter !== undefined){
let data16 = data3.commenter;
const _errs49 = errors;
if(errors === _errs49){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing3;
if((((((((data16.avatarUrl === undefined) && (missing3 = "avatarUrl")) || ((data16.createdAt === undefined) && (missing3 = "createdAt"))) || ((data16.id === undefined) && (missing3 = "id"))) || ((data16.name === undefined) && (missing3 = "name"))) || ((data16.objectType === undefined) && (missing3 = "objectType"))) || ((data16.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data16.username === undefined) && (missing3 = "username"))){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter",schemaPath:"#/properties/data/properties/object/properties/commenter/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data16.avatarUrl !== undefined){
let data17 = data16.avatarUrl;
const _errs51 = errors;
const _errs52 = errors;
let valid8 = false;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data17 === "string"){
if(!(formats2(data17))){
const err21 = {instancePath:instancePath+"/data/object/commenter/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/avatarUrl/anyOf/0/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/data/object/commenter/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/avatarUrl/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
var _valid3 = _errs53 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs55 = errors;
if(errors === _errs55){
if(typeof data17 === "string"){
if(func2(data17) > 0){
const err23 = {instancePath:instancePath+"/data/object/commenter/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/avatarUrl/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/data/object/commenter/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/avatarUrl/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid3 = _errs55 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs57 = errors;
if(data17 !== null){
const err25 = {instancePath:instancePath+"/data/object/commenter/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/avatarUrl/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err26 = {instancePath:instancePath+"/data/object/commenter/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/avatarUrl/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate10.errors = vErrors;
return false;
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
var valid7 = _errs51 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.createdAt !== undefined){
let data18 = data16.createdAt;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data18 === "string"){
if(!pattern0.test(data18)){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/createdAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/createdAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid7 = _errs59 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.deletedAt !== undefined){
let data19 = data16.deletedAt;
const _errs61 = errors;
const _errs62 = errors;
let valid9 = false;
const _errs63 = errors;
if(errors === _errs63){
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
const err27 = {instancePath:instancePath+"/data/object/commenter/deletedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/deletedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/data/object/commenter/deletedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/deletedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var _valid4 = _errs63 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs65 = errors;
if(errors === _errs65){
if(typeof data19 === "string"){
if(func2(data19) > 0){
const err29 = {instancePath:instancePath+"/data/object/commenter/deletedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/deletedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/data/object/commenter/deletedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/deletedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid4 = _errs65 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs67 = errors;
if(data19 !== null){
const err31 = {instancePath:instancePath+"/data/object/commenter/deletedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/deletedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid4 = _errs67 === errors;
valid9 = valid9 || _valid4;
}
}
if(!valid9){
const err32 = {instancePath:instancePath+"/data/object/commenter/deletedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/deletedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.email !== undefined){
let data20 = data16.email;
const _errs69 = errors;
const _errs70 = errors;
let valid10 = false;
const _errs71 = errors;
if(errors === _errs71){
if(errors === _errs71){
if(typeof data20 === "string"){
if(!(formats4(data20))){
const err33 = {instancePath:instancePath+"/data/object/commenter/email",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/email/anyOf/0/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/data/object/commenter/email",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/email/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
var _valid5 = _errs71 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const _errs73 = errors;
if(errors === _errs73){
if(typeof data20 === "string"){
if(func2(data20) > 0){
const err35 = {instancePath:instancePath+"/data/object/commenter/email",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/email/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err36 = {instancePath:instancePath+"/data/object/commenter/email",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/email/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var _valid5 = _errs73 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const _errs75 = errors;
if(data20 !== null){
const err37 = {instancePath:instancePath+"/data/object/commenter/email",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/email/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid5 = _errs75 === errors;
valid10 = valid10 || _valid5;
}
}
if(!valid10){
const err38 = {instancePath:instancePath+"/data/object/commenter/email",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/email/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
}
var valid7 = _errs69 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.id !== undefined){
let data21 = data16.id;
const _errs77 = errors;
if(errors === _errs77){
if(errors === _errs77){
if(typeof data21 === "string"){
if(!(formats0(data21))){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/id",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/id/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/id",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid7 = _errs77 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.lastActiveAt !== undefined){
let data22 = data16.lastActiveAt;
const _errs79 = errors;
const _errs80 = errors;
let valid11 = false;
const _errs81 = errors;
if(errors === _errs81){
if(typeof data22 === "string"){
if(!pattern0.test(data22)){
const err39 = {instancePath:instancePath+"/data/object/commenter/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/lastActiveAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/data/object/commenter/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/lastActiveAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
var _valid6 = _errs81 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const _errs83 = errors;
if(errors === _errs83){
if(typeof data22 === "string"){
if(func2(data22) > 0){
const err41 = {instancePath:instancePath+"/data/object/commenter/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/lastActiveAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/data/object/commenter/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/lastActiveAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var _valid6 = _errs83 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const _errs85 = errors;
if(data22 !== null){
const err43 = {instancePath:instancePath+"/data/object/commenter/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/lastActiveAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid6 = _errs85 === errors;
valid11 = valid11 || _valid6;
}
}
if(!valid11){
const err44 = {instancePath:instancePath+"/data/object/commenter/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/lastActiveAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
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
var valid7 = _errs79 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.name !== undefined){
const _errs87 = errors;
if(typeof data16.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/name",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs87 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.objectType !== undefined){
let data24 = data16.objectType;
const _errs89 = errors;
if(typeof data24 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/objectType",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data24){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/objectType",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid7 = _errs89 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.primaryEmailId !== undefined){
let data25 = data16.primaryEmailId;
const _errs91 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/primaryEmailId",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/primaryEmailId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.commenter.properties.primaryEmailId.type}}];
return false;
}
var valid7 = _errs91 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.updatedAt !== undefined){
let data26 = data16.updatedAt;
const _errs93 = errors;
if(errors === _errs93){
if(typeof data26 === "string"){
if(!pattern0.test(data26)){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/updatedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/updatedAt",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid7 = _errs93 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.username !== undefined){
const _errs95 = errors;
if(typeof data16.username !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/commenter/username",schemaPath:"#/properties/data/properties/object/properties/commenter/properties/username/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs95 === errors;
}
else {
var valid7 = true;
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
validate10.errors = [{instancePath:instancePath+"/data/object/commenter",schemaPath:"#/properties/data/properties/object/properties/commenter/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs49 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.commitSha !== undefined){
let data28 = data3.commitSha;
const _errs97 = errors;
const _errs98 = errors;
let valid12 = false;
const _errs99 = errors;
if(errors === _errs99){
if(typeof data28 === "string"){
if(!pattern5.test(data28)){
const err45 = {instancePath:instancePath+"/data/object/commitSha",schemaPath:"#/properties/data/properties/object/properties/commitSha/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/data/object/commitSha",schemaPath:"#/properties/data/properties/object/properties/commitSha/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid7 = _errs99 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs101 = errors;
if(errors === _errs101){
if(typeof data28 === "string"){
if(func2(data28) > 0){
const err47 = {instancePath:instancePath+"/data/object/commitSha",schemaPath:"#/properties/data/properties/object/properties/commitSha/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/data/object/commitSha",schemaPath:"#/properties/data/properties/object/properties/commitSha/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var _valid7 = _errs101 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs103 = errors;
if(data28 !== null){
const err49 = {instancePath:instancePath+"/data/object/commitSha",schemaPath:"#/properties/data/properties/object/properties/commitSha/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid7 = _errs103 === errors;
valid12 = valid12 || _valid7;
}
}
if(!valid12){
const err50 = {instancePath:instancePath+"/data/object/commitSha",schemaPath:"#/properties/data/properties/object/properties/commitSha/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
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
var valid2 = _errs97 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.createdAt !== undefined){
let data29 = data3.createdAt;
const _errs105 = errors;
if(errors === _errs105){
if(typeof data29 === "string"){
if(!pattern0.test(data29)){
validate10.errors = [{instancePath:instancePath+"/data/object/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs105 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.deletedAt !== undefined){
let data30 = data3.deletedAt;
const _errs107 = errors;
const _errs108 = errors;
let valid13 = false;
const _errs109 = errors;
if(errors === _errs109){
if(typeof data30 === "string"){
if(!pattern0.test(data30)){
const err51 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
var _valid8 = _errs109 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const _errs111 = errors;
if(errors === _errs111){
if(typeof data30 === "string"){
if(func2(data30) > 0){
const err53 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
var _valid8 = _errs111 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const _errs113 = errors;
if(data30 !== null){
const err55 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid8 = _errs113 === errors;
valid13 = valid13 || _valid8;
}
}
if(!valid13){
const err56 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
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
var valid2 = _errs107 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.editedAt !== undefined){
let data31 = data3.editedAt;
const _errs115 = errors;
const _errs116 = errors;
let valid14 = false;
const _errs117 = errors;
if(errors === _errs117){
if(typeof data31 === "string"){
if(!pattern0.test(data31)){
const err57 = {instancePath:instancePath+"/data/object/editedAt",schemaPath:"#/properties/data/properties/object/properties/editedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/data/object/editedAt",schemaPath:"#/properties/data/properties/object/properties/editedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var _valid9 = _errs117 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const _errs119 = errors;
if(errors === _errs119){
if(typeof data31 === "string"){
if(func2(data31) > 0){
const err59 = {instancePath:instancePath+"/data/object/editedAt",schemaPath:"#/properties/data/properties/object/properties/editedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/data/object/editedAt",schemaPath:"#/properties/data/properties/object/properties/editedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid9 = _errs119 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const _errs121 = errors;
if(data31 !== null){
const err61 = {instancePath:instancePath+"/data/object/editedAt",schemaPath:"#/properties/data/properties/object/properties/editedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid9 = _errs121 === errors;
valid14 = valid14 || _valid9;
}
}
if(!valid14){
const err62 = {instancePath:instancePath+"/data/object/editedAt",schemaPath:"#/properties/data/properties/object/properties/editedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
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
var valid2 = _errs115 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.fileId !== undefined){
let data32 = data3.fileId;
const _errs123 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/fileId",schemaPath:"#/properties/data/properties/object/properties/fileId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.fileId.type}}];
return false;
}
var valid2 = _errs123 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.fileName !== undefined){
let data33 = data3.fileName;
const _errs125 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/fileName",schemaPath:"#/properties/data/properties/object/properties/fileName/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.fileName.type}}];
return false;
}
var valid2 = _errs125 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.file_type !== undefined){
let data34 = data3.file_type;
const _errs127 = errors;
if((typeof data34 !== "string") && (data34 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/file_type",schemaPath:"#/properties/data/properties/object/properties/file_type/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.file_type.type}}];
return false;
}
var valid2 = _errs127 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.id !== undefined){
let data35 = data3.id;
const _errs129 = errors;
if(errors === _errs129){
if(errors === _errs129){
if(typeof data35 === "string"){
if(!(formats0(data35))){
validate10.errors = [{instancePath:instancePath+"/data/object/id",schemaPath:"#/properties/data/properties/object/properties/id/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/id",schemaPath:"#/properties/data/properties/object/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid2 = _errs129 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.layerId !== undefined){
let data36 = data3.layerId;
const _errs131 = errors;
if((typeof data36 !== "string") && (data36 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/layerId",schemaPath:"#/properties/data/properties/object/properties/layerId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.layerId.type}}];
return false;
}
var valid2 = _errs131 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.layerName !== undefined){
let data37 = data3.layerName;
const _errs133 = errors;
if((typeof data37 !== "string") && (data37 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/layerName",schemaPath:"#/properties/data/properties/object/properties/layerName/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.layerName.type}}];
return false;
}
var valid2 = _errs133 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data38 = data3.objectType;
const _errs135 = errors;
if(typeof data38 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("comment" !== data38){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/const",keyword:"const",params:{allowedValue: "comment"}}];
return false;
}
var valid2 = _errs135 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.pageId !== undefined){
let data39 = data3.pageId;
const _errs137 = errors;
if((typeof data39 !== "string") && (data39 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/pageId",schemaPath:"#/properties/data/properties/object/properties/pageId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.pageId.type}}];
return false;
}
var valid2 = _errs137 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.page_name !== undefined){
let data40 = data3.page_name;
const _errs139 = errors;
if((typeof data40 !== "string") && (data40 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/page_name",schemaPath:"#/properties/data/properties/object/properties/page_name/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.page_name.type}}];
return false;
}
var valid2 = _errs139 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.parent !== undefined){
const _errs141 = errors;
if(!(validate11(data3.parent, {instancePath:instancePath+"/data/object/parent",parentData:data3,parentDataProperty:"parent",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid2 = _errs141 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.parentId !== undefined){
let data42 = data3.parentId;
const _errs142 = errors;
if((typeof data42 !== "string") && (data42 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/parentId",schemaPath:"#/properties/data/properties/object/properties/parentId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.parentId.type}}];
return false;
}
var valid2 = _errs142 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.projectId !== undefined){
let data43 = data3.projectId;
const _errs144 = errors;
if(errors === _errs144){
if(errors === _errs144){
if(typeof data43 === "string"){
if(!(formats0(data43))){
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
var valid2 = _errs144 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.publishedAt !== undefined){
let data44 = data3.publishedAt;
const _errs146 = errors;
const _errs147 = errors;
let valid15 = false;
const _errs148 = errors;
if(errors === _errs148){
if(typeof data44 === "string"){
if(!pattern0.test(data44)){
const err63 = {instancePath:instancePath+"/data/object/publishedAt",schemaPath:"#/properties/data/properties/object/properties/publishedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/data/object/publishedAt",schemaPath:"#/properties/data/properties/object/properties/publishedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
var _valid10 = _errs148 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const _errs150 = errors;
if(errors === _errs150){
if(typeof data44 === "string"){
if(func2(data44) > 0){
const err65 = {instancePath:instancePath+"/data/object/publishedAt",schemaPath:"#/properties/data/properties/object/properties/publishedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/data/object/publishedAt",schemaPath:"#/properties/data/properties/object/properties/publishedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
var _valid10 = _errs150 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const _errs152 = errors;
if(data44 !== null){
const err67 = {instancePath:instancePath+"/data/object/publishedAt",schemaPath:"#/properties/data/properties/object/properties/publishedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid10 = _errs152 === errors;
valid15 = valid15 || _valid10;
}
}
if(!valid15){
const err68 = {instancePath:instancePath+"/data/object/publishedAt",schemaPath:"#/properties/data/properties/object/properties/publishedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs147;
if(vErrors !== null){
if(_errs147){
vErrors.length = _errs147;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs146 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.replyIds !== undefined){
let data45 = data3.replyIds;
const _errs154 = errors;
if(errors === _errs154){
if(Array.isArray(data45)){
var valid16 = true;
const len0 = data45.length;
for(let i0=0; i0<len0; i0++){
const _errs156 = errors;
if(typeof data45[i0] !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/replyIds/" + i0,schemaPath:"#/properties/data/properties/object/properties/replyIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs156 === errors;
if(!valid16){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/replyIds",schemaPath:"#/properties/data/properties/object/properties/replyIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid2 = _errs154 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.reviewId !== undefined){
let data47 = data3.reviewId;
const _errs158 = errors;
if((typeof data47 !== "string") && (data47 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/reviewId",schemaPath:"#/properties/data/properties/object/properties/reviewId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.reviewId.type}}];
return false;
}
var valid2 = _errs158 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.reviewStatus !== undefined){
let data48 = data3.reviewStatus;
const _errs160 = errors;
const _errs161 = errors;
let valid17 = false;
const _errs162 = errors;
if(typeof data48 !== "string"){
const err69 = {instancePath:instancePath+"/data/object/reviewStatus",schemaPath:"#/properties/data/properties/object/properties/reviewStatus/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!((((data48 === "") || (data48 === "REQUESTED")) || (data48 === "REJECTED")) || (data48 === "APPROVED"))){
const err70 = {instancePath:instancePath+"/data/object/reviewStatus",schemaPath:"#/properties/data/properties/object/properties/reviewStatus/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.reviewStatus.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid11 = _errs162 === errors;
valid17 = valid17 || _valid11;
if(!valid17){
const _errs164 = errors;
if(typeof data48 !== "string"){
const err71 = {instancePath:instancePath+"/data/object/reviewStatus",schemaPath:"#/properties/data/properties/object/properties/reviewStatus/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid11 = _errs164 === errors;
valid17 = valid17 || _valid11;
if(!valid17){
const _errs166 = errors;
if(data48 !== null){
const err72 = {instancePath:instancePath+"/data/object/reviewStatus",schemaPath:"#/properties/data/properties/object/properties/reviewStatus/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid11 = _errs166 === errors;
valid17 = valid17 || _valid11;
}
}
if(!valid17){
const err73 = {instancePath:instancePath+"/data/object/reviewStatus",schemaPath:"#/properties/data/properties/object/properties/reviewStatus/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs160 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.updatedAt !== undefined){
let data49 = data3.updatedAt;
const _errs168 = errors;
if(errors === _errs168){
if(typeof data49 === "string"){
if(!pattern0.test(data49)){
validate10.errors = [{instancePath:instancePath+"/data/object/updatedAt",schemaPath:"#/properties/data/properties/object/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/updatedAt",schemaPath:"#/properties/data/properties/object/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs168 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.userId !== undefined){
let data50 = data3.userId;
const _errs170 = errors;
if((typeof data50 !== "string") && (data50 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/userId",schemaPath:"#/properties/data/properties/object/properties/userId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.userId.type}}];
return false;
}
var valid2 = _errs170 === errors;
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
let data51 = data2.changes;
const _errs172 = errors;
if(errors === _errs172){
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
for(const key0 in data51){
let data52 = data51[key0];
const _errs175 = errors;
if(errors === _errs175){
if(Array.isArray(data52)){
if(data52.length > 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2}}];
return false;
}
else {
if(data52.length < 2){
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
var valid18 = _errs175 === errors;
if(!valid18){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes",schemaPath:"#/properties/data/properties/changes/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs172 === errors;
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
