// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Every error of comment.updated deliveries, with messages; loaded only once a body has failed the fast check.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"comment.updated","title":"CommentUpdatedEvent","description":"An existing comment is updated.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":"comment.updated"},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"objects/comment.schema.json"},"changes":{"$ref":"envelope.schema.json#/definitions/changes"}}}}};
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
if(typeof data === "string"){
if(!(formats0(data))){
const err0 = {instancePath,schemaPath:"#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err1 = {instancePath,schemaPath:"#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data === "master")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema17.anyOf[1].enum},message:"must be equal to one of the allowed values"};
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
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
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
if(typeof data === "string"){
if(func2(data) > 0){
const err0 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
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
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data !== null){
const err2 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.avatarUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avatarUrl"},message:"must have required property '"+"avatarUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.createdAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.objectType === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectType"},message:"must have required property '"+"objectType"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updatedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.username === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.avatarUrl !== undefined){
let data0 = data.avatarUrl;
if(typeof data0 === "string"){
if(!(formats2(data0))){
const err7 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/properties/avatarUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/avatarUrl",schemaPath:"#/properties/avatarUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data1 = data.createdAt;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
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
const err10 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(!(formats4(data2))){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.id !== undefined){
let data3 = data.id;
if(typeof data3 === "string"){
if(!(formats0(data3))){
const err13 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.objectType !== undefined){
let data5 = data.objectType;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("user" !== data5){
const err17 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data6 = data.updatedAt;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err18 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.username !== undefined){
if(typeof data.username !== "string"){
const err20 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
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
if(typeof data === "string"){
if(!pattern3.test(data)){
const err0 = {instancePath,schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"},message:"must match pattern \""+"^[0-9a-f]{40}$"+"\""};
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
const err1 = {instancePath,schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data === "string"){
if(func2(data) > 0){
const err2 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!valid0){
const _errs6 = errors;
if(data !== null){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
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
const err1 = {instancePath,schemaPath:"#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data === "string"){
if(func2(data) > 0){
const err2 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!valid0){
const _errs6 = errors;
if(data !== null){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.annotation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "annotation"},message:"must have required property '"+"annotation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.body === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.branchId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "branchId"},message:"must have required property '"+"branchId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.branchName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "branchName"},message:"must have required property '"+"branchName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.commenter === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commenter"},message:"must have required property '"+"commenter"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.commitSha === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commitSha"},message:"must have required property '"+"commitSha"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.createdAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.deletedAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deletedAt"},message:"must have required property '"+"deletedAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.editedAt === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "editedAt"},message:"must have required property '"+"editedAt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.fileId === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fileId"},message:"must have required property '"+"fileId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.fileName === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fileName"},message:"must have required property '"+"fileName"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.file_type === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file_type"},message:"must have required property '"+"file_type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.id === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.layerId === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layerId"},message:"must have required property '"+"layerId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.layerName === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layerName"},message:"must have required property '"+"layerName"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.objectType === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectType"},message:"must have required property '"+"objectType"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.pageId === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pageId"},message:"must have required property '"+"pageId"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.page_name === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page_name"},message:"must have required property '"+"page_name"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.projectId === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.publishedAt === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publishedAt"},message:"must have required property '"+"publishedAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.replyIds === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "replyIds"},message:"must have required property '"+"replyIds"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.reviewId === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reviewId"},message:"must have required property '"+"reviewId"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.reviewStatus === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reviewStatus"},message:"must have required property '"+"reviewStatus"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.updatedAt === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.annotation !== undefined){
let data0 = data.annotation;
if((typeof data0 !== "string") && (data0 !== null)){
const err24 = {instancePath:instancePath+"/annotation",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.body !== undefined){
if(typeof data.body !== "string"){
const err25 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.branchId !== undefined){
if(!(validate13(data.branchId, {instancePath:instancePath+"/branchId",parentData:data,parentDataProperty:"branchId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
if(data.branchName !== undefined){
let data3 = data.branchName;
if((typeof data3 !== "string") && (data3 !== null)){
const err26 = {instancePath:instancePath+"/branchName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.commenter !== undefined){
if(!(validate17(data.commenter, {instancePath:instancePath+"/commenter",parentData:data,parentDataProperty:"commenter",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
if(data.commitSha !== undefined){
if(!(validate19(data.commitSha, {instancePath:instancePath+"/commitSha",parentData:data,parentDataProperty:"commitSha",rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
}
if(data.createdAt !== undefined){
let data6 = data.createdAt;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err27 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
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
const err28 = {instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.deletedAt !== undefined){
if(!(validate21(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.editedAt !== undefined){
if(!(validate21(data.editedAt, {instancePath:instancePath+"/editedAt",parentData:data,parentDataProperty:"editedAt",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.fileId !== undefined){
let data9 = data.fileId;
if((typeof data9 !== "string") && (data9 !== null)){
const err29 = {instancePath:instancePath+"/fileId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.fileName !== undefined){
let data10 = data.fileName;
if((typeof data10 !== "string") && (data10 !== null)){
const err30 = {instancePath:instancePath+"/fileName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.file_type !== undefined){
let data11 = data.file_type;
if((typeof data11 !== "string") && (data11 !== null)){
const err31 = {instancePath:instancePath+"/file_type",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.id !== undefined){
let data12 = data.id;
if(typeof data12 === "string"){
if(!(formats0(data12))){
const err32 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.layerId !== undefined){
let data13 = data.layerId;
if((typeof data13 !== "string") && (data13 !== null)){
const err34 = {instancePath:instancePath+"/layerId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.layerName !== undefined){
let data14 = data.layerName;
if((typeof data14 !== "string") && (data14 !== null)){
const err35 = {instancePath:instancePath+"/layerName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.objectType !== undefined){
let data15 = data.objectType;
if(typeof data15 !== "string"){
const err36 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("comment" !== data15){
const err37 = {instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "comment"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.pageId !== undefined){
let data16 = data.pageId;
if((typeof data16 !== "string") && (data16 !== null)){
const err38 = {instancePath:instancePath+"/pageId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.page_name !== undefined){
let data17 = data.page_name;
if((typeof data17 !== "string") && (data17 !== null)){
const err39 = {instancePath:instancePath+"/page_name",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.parent !== undefined){
if(!(validate12(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
if(data.projectId !== undefined){
let data19 = data.projectId;
if(typeof data19 === "string"){
if(!(formats0(data19))){
const err40 = {instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err41 = {instancePath:instancePath+"/projectId",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.publishedAt !== undefined){
if(!(validate21(data.publishedAt, {instancePath:instancePath+"/publishedAt",parentData:data,parentDataProperty:"publishedAt",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.replyIds !== undefined){
let data21 = data.replyIds;
if(Array.isArray(data21)){
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
if(typeof data21[i0] !== "string"){
const err42 = {instancePath:instancePath+"/replyIds/" + i0,schemaPath:"#/properties/replyIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/replyIds",schemaPath:"#/properties/replyIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.reviewId !== undefined){
let data23 = data.reviewId;
if((typeof data23 !== "string") && (data23 !== null)){
const err44 = {instancePath:instancePath+"/reviewId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.reviewStatus !== undefined){
let data24 = data.reviewStatus;
const _errs56 = errors;
let valid16 = false;
const _errs57 = errors;
if(typeof data24 !== "string"){
const err45 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!((((data24 === "") || (data24 === "REQUESTED")) || (data24 === "REJECTED")) || (data24 === "APPROVED"))){
const err46 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.reviewStatus.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs57 === errors;
valid16 = valid16 || _valid0;
if(!valid16){
const _errs59 = errors;
if(data24 !== null){
const err47 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid0 = _errs59 === errors;
valid16 = valid16 || _valid0;
}
if(!valid16){
const err48 = {instancePath:instancePath+"/reviewStatus",schemaPath:"#/properties/reviewStatus/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
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
}
if(data.updatedAt !== undefined){
let data25 = data.updatedAt;
if(typeof data25 === "string"){
if(!pattern0.test(data25)){
const err49 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="comment.updated" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.createdAt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.event === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.createdAt !== undefined){
let data0 = data.createdAt;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/createdAt",schemaPath:"definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/createdAt",schemaPath:"definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.event !== undefined){
let data1 = data.event;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("comment.updated" !== data1){
const err6 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "comment.updated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.object === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.object !== undefined){
if(!(validate12(data2.object, {instancePath:instancePath+"/data/object",parentData:data2,parentDataProperty:"object",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
if(data2.changes !== undefined){
let data4 = data2.changes;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
let data5 = data4[key0];
if(Array.isArray(data5)){
if(data5.length > 2){
const err8 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"envelope.schema.json#/definitions/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.length < 2){
const err9 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"envelope.schema.json#/definitions/changes/additionalProperties/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
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
const err10 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"envelope.schema.json#/definitions/changes/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data/changes",schemaPath:"envelope.schema.json#/definitions/changes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
