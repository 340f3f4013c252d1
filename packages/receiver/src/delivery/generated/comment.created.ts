// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates comment.created deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/events/comment.created.schema.json","title":"CommentCreatedEvent","description":"A new comment is posted.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":"comment.created"},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"../objects/comment.schema.json"},"changes":{"$ref":"../envelope.schema.json#/definitions/changes"}}}}};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema17.anyOf[1].enum}};
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
validate14.errors = vErrors;
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
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
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
validate18.errors = vErrors;
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
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/user.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.avatarUrl === undefined) && (missing0 = "avatarUrl")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.username === undefined) && (missing0 = "username"))){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate17.errors = vErrors;
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
validate17.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate18(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
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
validate17.errors = vErrors;
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
validate17.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate18(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
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
validate17.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate17.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data7){
validate17.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
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
validate17.errors = [{instancePath:instancePath+"/primaryEmailId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate17.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
validate17.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}}];
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
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
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
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern4.test(data)){
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
validate22.errors = vErrors;
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
validate22.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate24.errors = vErrors;
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
validate24.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/comment.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.body === undefined) && (missing0 = "body")) || ((data.branchId === undefined) && (missing0 = "branchId"))) || ((data.branchName === undefined) && (missing0 = "branchName"))) || ((data.commenter === undefined) && (missing0 = "commenter"))) || ((data.commitSha === undefined) && (missing0 = "commitSha"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.editedAt === undefined) && (missing0 = "editedAt"))) || ((data.fileId === undefined) && (missing0 = "fileId"))) || ((data.fileName === undefined) && (missing0 = "fileName"))) || ((data.file_type === undefined) && (missing0 = "file_type"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.layerId === undefined) && (missing0 = "layerId"))) || ((data.layerName === undefined) && (missing0 = "layerName"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.pageId === undefined) && (missing0 = "pageId"))) || ((data.page_name === undefined) && (missing0 = "page_name"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.publishedAt === undefined) && (missing0 = "publishedAt"))) || ((data.replyIds === undefined) && (missing0 = "replyIds"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
const err0 = {instancePath:instancePath+"/annotation/editing",schemaPath:"annotation.schema.json/properties/editing/type",keyword:"type",params:{type: "boolean"}};
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
const err1 = {instancePath:instancePath+"/annotation/height",schemaPath:"annotation.schema.json/properties/height/type",keyword:"type",params:{type: "number"}};
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
const err2 = {instancePath:instancePath+"/annotation/id",schemaPath:"annotation.schema.json/properties/id/type",keyword:"type",params:{type: "string"}};
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
const err3 = {instancePath:instancePath+"/annotation/number",schemaPath:"annotation.schema.json/properties/number/type",keyword:"type",params:{type: "number"}};
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
const err4 = {instancePath:instancePath+"/annotation/scale",schemaPath:"annotation.schema.json/properties/scale/type",keyword:"type",params:{type: "number"}};
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
const err5 = {instancePath:instancePath+"/annotation/width",schemaPath:"annotation.schema.json/properties/width/type",keyword:"type",params:{type: "number"}};
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
const err6 = {instancePath:instancePath+"/annotation/x",schemaPath:"annotation.schema.json/properties/x/type",keyword:"type",params:{type: "number"}};
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
const err7 = {instancePath:instancePath+"/annotation/y",schemaPath:"annotation.schema.json/properties/y/type",keyword:"type",params:{type: "number"}};
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
const err8 = {instancePath:instancePath+"/annotation",schemaPath:"annotation.schema.json/type",keyword:"type",params:{type: "object"}};
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
validate12.errors = vErrors;
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
validate12.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate13(data.branchId, {instancePath:instancePath+"/branchId",parentData:data,parentDataProperty:"branchId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
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
validate12.errors = [{instancePath:instancePath+"/branchName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
if(!(validate17(data.commenter, {instancePath:instancePath+"/commenter",parentData:data,parentDataProperty:"commenter",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
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
if(!(validate22(data.commitSha, {instancePath:instancePath+"/commitSha",parentData:data,parentDataProperty:"commitSha",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
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
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate24(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
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
if(!(validate24(data.editedAt, {instancePath:instancePath+"/editedAt",parentData:data,parentDataProperty:"editedAt",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
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
validate12.errors = [{instancePath:instancePath+"/fileId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath:instancePath+"/fileName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath:instancePath+"/file_type",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath:instancePath+"/layerId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath:instancePath+"/layerName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("comment" !== data23){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "comment"}}];
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
validate12.errors = [{instancePath:instancePath+"/pageId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath:instancePath+"/page_name",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
if(!(validate12(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
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
validate12.errors = [{instancePath:instancePath+"/parentId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate24(data.publishedAt, {instancePath:instancePath+"/publishedAt",parentData:data,parentDataProperty:"publishedAt",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
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
validate12.errors = [{instancePath:instancePath+"/replyIds/" + i0,schemaPath:"#/properties/replyIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs75 === errors;
if(!valid16){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/replyIds",schemaPath:"#/properties/replyIds/type",keyword:"type",params:{type: "array"}}];
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
validate12.errors = [{instancePath:instancePath+"/reviewId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
const err13 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.reviewStatus.anyOf[0].enum}};
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
validate12.errors = vErrors;
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
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
validate12.errors = [{instancePath:instancePath+"/userId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema19.type}}];
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
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/comment.created.schema.json" */;
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
if("comment.created" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "comment.created"}}];
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
