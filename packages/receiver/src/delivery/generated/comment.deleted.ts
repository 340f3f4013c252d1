// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates comment.deleted deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"comment.deleted","title":"CommentDeletedEvent","description":"A comment is deleted: the whole object is sent, with deletedAt set.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":"comment.deleted"},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"objects/comment.schema.json"},"changes":{"$ref":"envelope.schema.json#/definitions/changes"}}}}};
const schema13 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema43 = {"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"objects/comment.schema.json","title":"Comment","description":"A comment on a project, branch, commit, file or layer: the object of comment events.","type":"object","required":["annotation","body","branchId","branchName","commenter","commitSha","createdAt","deletedAt","editedAt","fileId","fileName","file_type","id","layerId","layerName","objectType","pageId","page_name","projectId","publishedAt","replyIds","reviewId","reviewStatus","updatedAt"],"properties":{"annotation":{"description":"Position of an annotation on the layer, when there is one.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"body":{"type":"string"},"branchId":{"$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"branchName":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"commenter":{"description":"Who wrote the comment (email may be absent).","$ref":"user.schema.json"},"commitSha":{"$ref":"../definitions.schema.json#/definitions/emptyableSha"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"deletedAt":{"description":"Set on comment.deleted.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"editedAt":{"$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"fileId":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"fileName":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"file_type":{"description":"Note the snake_case name, as the platform sends it.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"layerId":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"layerName":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"objectType":{"type":"string","const":"comment"},"pageId":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"page_name":{"description":"Note the snake_case name, as the platform sends it.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"parent":{"description":"The comment this one replies to, when it is a reply.","$ref":"#"},"projectId":{"$ref":"../definitions.schema.json#/definitions/uuid"},"publishedAt":{"$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"replyIds":{"description":"Ids of the replies to this comment.","type":"array","items":{"type":"string"}},"reviewId":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"reviewStatus":{"description":"Review verdict the comment carries, or empty.","anyOf":[{"type":"string","enum":["","REQUESTED","REJECTED","APPROVED"]},{"type":"null"}]},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"}}};
const schema15 = {"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]};
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

const schema20 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"objects/user.schema.json","title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL, on the platform's image host.","type":"string","format":"uri"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter).","type":"string","format":"email"},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"username":{"type":"string"}}};
const formats2 = formats.uri;
const formats4 = formats.email;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="objects/user.schema.json" */;
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
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats2(data0))){
validate17.errors = [{instancePath:instancePath+"/avatarUrl",schemaPath:"#/properties/avatarUrl/format",keyword:"format",params:{format: "uri"}}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/avatarUrl",schemaPath:"#/properties/avatarUrl/type",keyword:"type",params:{type: "string"}}];
return false;
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
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
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
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
let data2 = data.email;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats4(data2))){
validate17.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"}}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data3 = data.id;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats0(data3))){
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
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs11 = errors;
if(typeof data.name !== "string"){
validate17.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data5 = data.objectType;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate17.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data5){
validate17.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data6 = data.updatedAt;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
validate17.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
const _errs18 = errors;
if(typeof data.username !== "string"){
validate17.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
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
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

const schema24 = {"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema25 = {"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"};
const pattern3 = new RegExp("^[0-9a-f]{40}$", "u");

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern3.test(data)){
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
validate19.errors = vErrors;
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
validate19.errors = vErrors;
return errors === 0;
}

const schema27 = {"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="objects/comment.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((((((data.annotation === undefined) && (missing0 = "annotation")) || ((data.body === undefined) && (missing0 = "body"))) || ((data.branchId === undefined) && (missing0 = "branchId"))) || ((data.branchName === undefined) && (missing0 = "branchName"))) || ((data.commenter === undefined) && (missing0 = "commenter"))) || ((data.commitSha === undefined) && (missing0 = "commitSha"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.deletedAt === undefined) && (missing0 = "deletedAt"))) || ((data.editedAt === undefined) && (missing0 = "editedAt"))) || ((data.fileId === undefined) && (missing0 = "fileId"))) || ((data.fileName === undefined) && (missing0 = "fileName"))) || ((data.file_type === undefined) && (missing0 = "file_type"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.layerId === undefined) && (missing0 = "layerId"))) || ((data.layerName === undefined) && (missing0 = "layerName"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.pageId === undefined) && (missing0 = "pageId"))) || ((data.page_name === undefined) && (missing0 = "page_name"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.publishedAt === undefined) && (missing0 = "publishedAt"))) || ((data.replyIds === undefined) && (missing0 = "replyIds"))) || ((data.reviewId === undefined) && (missing0 = "reviewId"))) || ((data.reviewStatus === undefined) && (missing0 = "reviewStatus"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.annotation !== undefined){
let data0 = data.annotation;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate12.errors = [{instancePath:instancePath+"/annotation",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.body !== undefined){
const _errs4 = errors;
if(typeof data.body !== "string"){
validate12.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.branchId !== undefined){
const _errs6 = errors;
if(!(validate13(data.branchId, {instancePath:instancePath+"/branchId",parentData:data,parentDataProperty:"branchId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.branchName !== undefined){
let data3 = data.branchName;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate12.errors = [{instancePath:instancePath+"/branchName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commenter !== undefined){
const _errs10 = errors;
if(!(validate17(data.commenter, {instancePath:instancePath+"/commenter",parentData:data,parentDataProperty:"commenter",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commitSha !== undefined){
const _errs11 = errors;
if(!(validate19(data.commitSha, {instancePath:instancePath+"/commitSha",parentData:data,parentDataProperty:"commitSha",rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data6 = data.createdAt;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs15 = errors;
if(!(validate21(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.editedAt !== undefined){
const _errs16 = errors;
if(!(validate21(data.editedAt, {instancePath:instancePath+"/editedAt",parentData:data,parentDataProperty:"editedAt",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileId !== undefined){
let data9 = data.fileId;
const _errs17 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate12.errors = [{instancePath:instancePath+"/fileId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileName !== undefined){
let data10 = data.fileName;
const _errs20 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate12.errors = [{instancePath:instancePath+"/fileName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_type !== undefined){
let data11 = data.file_type;
const _errs23 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate12.errors = [{instancePath:instancePath+"/file_type",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data12 = data.id;
const _errs26 = errors;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats0(data12))){
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
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.layerId !== undefined){
let data13 = data.layerId;
const _errs29 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate12.errors = [{instancePath:instancePath+"/layerId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.layerName !== undefined){
let data14 = data.layerName;
const _errs32 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate12.errors = [{instancePath:instancePath+"/layerName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data15 = data.objectType;
const _errs35 = errors;
if(typeof data15 !== "string"){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("comment" !== data15){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "comment"}}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pageId !== undefined){
let data16 = data.pageId;
const _errs37 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate12.errors = [{instancePath:instancePath+"/pageId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.page_name !== undefined){
let data17 = data.page_name;
const _errs40 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate12.errors = [{instancePath:instancePath+"/page_name",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent !== undefined){
const _errs43 = errors;
if(!(validate12(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectId !== undefined){
let data19 = data.projectId;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data19 === "string"){
if(!(formats0(data19))){
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
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.publishedAt !== undefined){
const _errs47 = errors;
if(!(validate21(data.publishedAt, {instancePath:instancePath+"/publishedAt",parentData:data,parentDataProperty:"publishedAt",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replyIds !== undefined){
let data21 = data.replyIds;
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data21)){
var valid13 = true;
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
const _errs50 = errors;
if(typeof data21[i0] !== "string"){
validate12.errors = [{instancePath:instancePath+"/replyIds/" + i0,schemaPath:"#/properties/replyIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs50 === errors;
if(!valid13){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/replyIds",schemaPath:"#/properties/replyIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewId !== undefined){
let data23 = data.reviewId;
const _errs52 = errors;
if((typeof data23 !== "string") && (data23 !== null)){
validate12.errors = [{instancePath:instancePath+"/reviewId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewStatus !== undefined){
let data24 = data.reviewStatus;
const _errs55 = errors;
const _errs56 = errors;
let valid15 = false;
const _errs57 = errors;
if(typeof data24 !== "string"){
const err0 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data24 === "") || (data24 === "REQUESTED")) || (data24 === "REJECTED")) || (data24 === "APPROVED"))){
const err1 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.reviewStatus.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs57 === errors;
valid15 = valid15 || _valid0;
if(!valid15){
const _errs59 = errors;
if(data24 !== null){
const err2 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs59 === errors;
valid15 = valid15 || _valid0;
}
if(!valid15){
const err3 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data25 = data.updatedAt;
const _errs61 = errors;
const _errs62 = errors;
if(errors === _errs62){
if(typeof data25 === "string"){
if(!pattern0.test(data25)){
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs61 === errors;
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
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="comment.deleted" */;
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
validate10.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
if("comment.deleted" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "comment.deleted"}}];
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
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"envelope.schema.json#/definitions/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2}}];
return false;
}
else {
if(data5.length < 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"envelope.schema.json#/definitions/changes/additionalProperties/minItems",keyword:"minItems",params:{limit: 2}}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"envelope.schema.json#/definitions/changes/additionalProperties/type",keyword:"type",params:{type: "array"}}];
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
validate10.errors = [{instancePath:instancePath+"/data/changes",schemaPath:"envelope.schema.json#/definitions/changes/type",keyword:"type",params:{type: "object"}}];
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
