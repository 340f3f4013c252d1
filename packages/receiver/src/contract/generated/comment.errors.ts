// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// The errors of comment.created, comment.updated, comment.deleted deliveries (one shape, the event name a parameter) (the first MAX_VALIDATION_ERRORS), with messages; loaded only once a body has failed the fast check.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';
import { appendErrors, MAX_VALIDATION_ERRORS } from '../append-errors.ts';

/** The validator of one event of this shape (comment.created, comment.updated, comment.deleted). */
export function validatorFor(eventName) {
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/events/comment.shape.json","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":eventName},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"../objects/comment.schema.json"},"changes":{"$ref":"../envelope.schema.json#/definitions/changes"}}}}};
const schema13 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema49 = {"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/comment.schema.json","title":"Comment","description":"A comment on a project, branch, commit, file or layer: the object of comment events.","type":"object","required":["body","branchId","branchName","commenter","commitSha","createdAt","editedAt","fileId","fileName","file_type","id","layerId","layerName","objectType","pageId","page_name","projectId","publishedAt","replyIds","updatedAt"],"properties":{"annotation":{"description":"Where the comment is pinned: an Annotation object (the SDK's type), a string (samples show JSON text, or \"\" when it is not pinned) or null; may be absent.","anyOf":[{"$ref":"annotation.schema.json"},{"type":"string"},{"type":"null"}]},"body":{"type":"string"},"branchId":{"$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"branchName":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"commenter":{"description":"Who wrote the comment (email may be absent).","$ref":"user.schema.json"},"commitSha":{"$ref":"../definitions.schema.json#/definitions/emptyableSha"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"deletedAt":{"description":"Set on comment.deleted; may be absent.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"editedAt":{"$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"fileId":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"fileName":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"file_type":{"description":"Note the snake_case name, as the platform sends it.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"layerId":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"layerName":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"objectType":{"type":"string","const":"comment"},"pageId":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"page_name":{"description":"Note the snake_case name, as the platform sends it.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"parent":{"description":"The comment this one replies to, when it is a reply.","$ref":"#"},"parentId":{"description":"Id of the comment this one replies to (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"},"projectId":{"$ref":"../definitions.schema.json#/definitions/uuid"},"publishedAt":{"$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"replyIds":{"description":"Ids of the replies to this comment.","type":"array","items":{"type":"string"}},"reviewId":{"description":"The review the comment belongs to, or empty; may be absent.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"reviewStatus":{"description":"Review verdict the comment carries, or empty; may be absent. Known values: \"\", REQUESTED, REJECTED, APPROVED.","anyOf":[{"type":"string","enum":["","REQUESTED","REJECTED","APPROVED"]},{"type":"string"},{"type":"null"}]},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"userId":{"description":"Id of the commenter (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"}}};
const schema15 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/annotation.schema.json","title":"Annotation","description":"Where a comment is pinned on a layer (the SDK's Annotation type); every field optional.","type":"object","properties":{"editing":{"type":"boolean"},"height":{"type":"number"},"id":{"type":"string"},"number":{"description":"The annotation's number as shown on the canvas.","type":"number"},"scale":{"type":"number"},"width":{"type":"number"},"x":{"type":"number"},"y":{"type":"number"}}};
const schema19 = {"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]};
const schema18 = {"description":"A UUID (either letter case).","type":"string","format":"uuid"};
const schema16 = {"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/branchId"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema17 = {"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"$ref":"#/definitions/uuid"},{"type":"string","enum":["master"]}]};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema17.anyOf[1].enum},message:"must be equal to one of the allowed values"};
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

const schema20 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/user.schema.json","title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"../definitions.schema.json#/definitions/emptyableUri"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"username":{"type":"string"}}};
const schema21 = {"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]};
const formats2 = formats.uri;
const formats4 = formats.email;
const schema23 = {"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(formats2(data0))){
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
if(!(validate18(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
errors += validate18.errors.length;
vErrors = appendErrors(vErrors, validate18.errors);
}
}
if(data.email !== undefined){
let data3 = data.email;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(typeof data3 === "string"){
if(!(formats4(data3))){
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
if(!(validate18(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
errors += validate18.errors.length;
vErrors = appendErrors(vErrors, validate18.errors);
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
const err26 = {instancePath:instancePath+"/primaryEmailId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
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
validate17.errors = vErrors;
return errors === 0;
}

const schema28 = {"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema29 = {"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"};
const pattern4 = new RegExp("^[0-9a-f]{40}$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(!pattern4.test(data)){
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
validate22.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate24.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/comment.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.body === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
}
errors++;
}
if(data.branchId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "branchId"},message:"must have required property '"+"branchId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
if(data.branchName === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "branchName"},message:"must have required property '"+"branchName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(data.commenter === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commenter"},message:"must have required property '"+"commenter"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
if(data.commitSha === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commitSha"},message:"must have required property '"+"commitSha"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
if(data.createdAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
if(data.editedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "editedAt"},message:"must have required property '"+"editedAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
}
errors++;
}
if(data.fileId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fileId"},message:"must have required property '"+"fileId"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
}
errors++;
}
if(data.fileName === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fileName"},message:"must have required property '"+"fileName"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
}
errors++;
}
if(data.file_type === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file_type"},message:"must have required property '"+"file_type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
}
errors++;
}
if(data.id === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
}
errors++;
}
if(data.layerId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layerId"},message:"must have required property '"+"layerId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
}
errors++;
}
if(data.layerName === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layerName"},message:"must have required property '"+"layerName"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
}
errors++;
}
if(data.objectType === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectType"},message:"must have required property '"+"objectType"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
}
errors++;
}
if(data.pageId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pageId"},message:"must have required property '"+"pageId"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
}
errors++;
}
if(data.page_name === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page_name"},message:"must have required property '"+"page_name"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
}
errors++;
}
if(data.projectId === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
}
errors++;
}
if(data.publishedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publishedAt"},message:"must have required property '"+"publishedAt"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
}
errors++;
}
if(data.replyIds === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "replyIds"},message:"must have required property '"+"replyIds"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
}
errors++;
}
if(data.updatedAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
}
errors++;
}
if(data.annotation !== undefined){
let data0 = data.annotation;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.editing !== undefined){
if(typeof data0.editing !== "boolean"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err20 = {instancePath:instancePath+"/annotation/editing",schemaPath:"annotation.schema.json/properties/editing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
if(data0.height !== undefined){
let data2 = data0.height;
if(!((typeof data2 == "number") && (isFinite(data2)))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err21 = {instancePath:instancePath+"/annotation/height",schemaPath:"annotation.schema.json/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err22 = {instancePath:instancePath+"/annotation/id",schemaPath:"annotation.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data0.number !== undefined){
let data4 = data0.number;
if(!((typeof data4 == "number") && (isFinite(data4)))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err23 = {instancePath:instancePath+"/annotation/number",schemaPath:"annotation.schema.json/properties/number/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
if(data0.scale !== undefined){
let data5 = data0.scale;
if(!((typeof data5 == "number") && (isFinite(data5)))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err24 = {instancePath:instancePath+"/annotation/scale",schemaPath:"annotation.schema.json/properties/scale/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
if(data0.width !== undefined){
let data6 = data0.width;
if(!((typeof data6 == "number") && (isFinite(data6)))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err25 = {instancePath:instancePath+"/annotation/width",schemaPath:"annotation.schema.json/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
if(data0.x !== undefined){
let data7 = data0.x;
if(!((typeof data7 == "number") && (isFinite(data7)))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err26 = {instancePath:instancePath+"/annotation/x",schemaPath:"annotation.schema.json/properties/x/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
if(data0.y !== undefined){
let data8 = data0.y;
if(!((typeof data8 == "number") && (isFinite(data8)))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err27 = {instancePath:instancePath+"/annotation/y",schemaPath:"annotation.schema.json/properties/y/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err28 = {instancePath:instancePath+"/annotation",schemaPath:"annotation.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs22 = errors;
if(typeof data0 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err29 = {instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
}
errors++;
}
var _valid0 = _errs22 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs24 = errors;
if(data0 !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err30 = {instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
}
errors++;
}
var _valid0 = _errs24 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err31 = {instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
if(vErrors.length > _errs2){
vErrors.length = _errs2;
}
}
else {
vErrors = null;
}
}
}
}
if(data.body !== undefined){
if(typeof data.body !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err32 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.branchId !== undefined){
if(!(validate13(data.branchId, {instancePath:instancePath+"/branchId",parentData:data,parentDataProperty:"branchId",rootData}))){
errors += validate13.errors.length;
vErrors = appendErrors(vErrors, validate13.errors);
}
}
if(data.branchName !== undefined){
let data11 = data.branchName;
if((typeof data11 !== "string") && (data11 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err33 = {instancePath:instancePath+"/branchName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
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
if(data.commenter !== undefined){
if(!(validate17(data.commenter, {instancePath:instancePath+"/commenter",parentData:data,parentDataProperty:"commenter",rootData}))){
errors += validate17.errors.length;
vErrors = appendErrors(vErrors, validate17.errors);
}
}
if(data.commitSha !== undefined){
if(!(validate22(data.commitSha, {instancePath:instancePath+"/commitSha",parentData:data,parentDataProperty:"commitSha",rootData}))){
errors += validate22.errors.length;
vErrors = appendErrors(vErrors, validate22.errors);
}
}
if(data.createdAt !== undefined){
let data14 = data.createdAt;
if(typeof data14 === "string"){
if(!pattern0.test(data14)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err34 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
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
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err35 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.deletedAt !== undefined){
if(!(validate24(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
errors += validate24.errors.length;
vErrors = appendErrors(vErrors, validate24.errors);
}
}
if(data.editedAt !== undefined){
if(!(validate24(data.editedAt, {instancePath:instancePath+"/editedAt",parentData:data,parentDataProperty:"editedAt",rootData}))){
errors += validate24.errors.length;
vErrors = appendErrors(vErrors, validate24.errors);
}
}
if(data.fileId !== undefined){
let data17 = data.fileId;
if((typeof data17 !== "string") && (data17 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err36 = {instancePath:instancePath+"/fileId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
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
if(data.fileName !== undefined){
let data18 = data.fileName;
if((typeof data18 !== "string") && (data18 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err37 = {instancePath:instancePath+"/fileName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
}
errors++;
}
}
if(data.file_type !== undefined){
let data19 = data.file_type;
if((typeof data19 !== "string") && (data19 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err38 = {instancePath:instancePath+"/file_type",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
}
errors++;
}
}
if(data.id !== undefined){
let data20 = data.id;
if(typeof data20 === "string"){
if(!(formats0(data20))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err39 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err40 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
}
errors++;
}
}
if(data.layerId !== undefined){
let data21 = data.layerId;
if((typeof data21 !== "string") && (data21 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err41 = {instancePath:instancePath+"/layerId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
}
errors++;
}
}
if(data.layerName !== undefined){
let data22 = data.layerName;
if((typeof data22 !== "string") && (data22 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err42 = {instancePath:instancePath+"/layerName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
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
if(data.objectType !== undefined){
let data23 = data.objectType;
if(typeof data23 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err43 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
}
errors++;
}
if("comment" !== data23){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err44 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "comment"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
}
errors++;
}
}
if(data.pageId !== undefined){
let data24 = data.pageId;
if((typeof data24 !== "string") && (data24 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err45 = {instancePath:instancePath+"/pageId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
}
errors++;
}
}
if(data.page_name !== undefined){
let data25 = data.page_name;
if((typeof data25 !== "string") && (data25 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err46 = {instancePath:instancePath+"/page_name",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
}
errors++;
}
}
if(data.parent !== undefined){
if(!(validate12(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
errors += validate12.errors.length;
vErrors = appendErrors(vErrors, validate12.errors);
}
}
if(data.parentId !== undefined){
let data27 = data.parentId;
if((typeof data27 !== "string") && (data27 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err47 = {instancePath:instancePath+"/parentId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
}
errors++;
}
}
if(data.projectId !== undefined){
let data28 = data.projectId;
if(typeof data28 === "string"){
if(!(formats0(data28))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err48 = {instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err49 = {instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
}
errors++;
}
}
if(data.publishedAt !== undefined){
if(!(validate24(data.publishedAt, {instancePath:instancePath+"/publishedAt",parentData:data,parentDataProperty:"publishedAt",rootData}))){
errors += validate24.errors.length;
vErrors = appendErrors(vErrors, validate24.errors);
}
}
if(data.replyIds !== undefined){
let data30 = data.replyIds;
if(Array.isArray(data30)){
const len0 = data30.length;
for(let i0=0; i0<len0; i0++){
if(typeof data30[i0] !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err50 = {instancePath:instancePath+"/replyIds/" + i0,schemaPath:"#/properties/replyIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err51 = {instancePath:instancePath+"/replyIds",schemaPath:"#/properties/replyIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
}
errors++;
}
}
if(data.reviewId !== undefined){
let data32 = data.reviewId;
if((typeof data32 !== "string") && (data32 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err52 = {instancePath:instancePath+"/reviewId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
}
errors++;
}
}
if(data.reviewStatus !== undefined){
let data33 = data.reviewStatus;
const _errs81 = errors;
let valid19 = false;
const _errs82 = errors;
if(typeof data33 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err53 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
}
errors++;
}
if(!((((data33 === "") || (data33 === "REQUESTED")) || (data33 === "REJECTED")) || (data33 === "APPROVED"))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err54 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.reviewStatus.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
}
errors++;
}
var _valid1 = _errs82 === errors;
valid19 = valid19 || _valid1;
if(!valid19){
const _errs84 = errors;
if(typeof data33 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err55 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
}
errors++;
}
var _valid1 = _errs84 === errors;
valid19 = valid19 || _valid1;
if(!valid19){
const _errs86 = errors;
if(data33 !== null){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err56 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
}
errors++;
}
var _valid1 = _errs86 === errors;
valid19 = valid19 || _valid1;
}
}
if(!valid19){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err57 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
}
errors++;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
if(vErrors.length > _errs81){
vErrors.length = _errs81;
}
}
else {
vErrors = null;
}
}
}
}
if(data.updatedAt !== undefined){
let data34 = data.updatedAt;
if(typeof data34 === "string"){
if(!pattern0.test(data34)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err58 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err59 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
}
errors++;
}
}
if(data.userId !== undefined){
let data35 = data.userId;
if((typeof data35 !== "string") && (data35 !== null)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err60 = {instancePath:instancePath+"/userId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/comment.shape.json" */;
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
