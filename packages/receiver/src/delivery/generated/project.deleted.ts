// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates project.deleted deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"project.deleted","title":"ProjectDeletedEvent","description":"A project is deleted.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":"project.deleted"},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"objects/project.schema.json"},"changes":{"$ref":"envelope.schema.json#/definitions/changes"}}}}};
const schema13 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema33 = {"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"objects/project.schema.json","title":"Project","description":"A project: the object of project.created, project.updated and project.deleted.","type":"object","required":["about","archivedAt","color","createdAt","createdByUser","deletedAt","description","firstPushedAt","id","isNew","name","objectType","organizationId","pushedAt","sectionId","updatedAt","visibility"],"properties":{"about":{"description":"Present, may be null.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"archivedAt":{"description":"When the project was archived; null while it is not.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"color":{"description":"Hex colour string starting with #.","type":"string","pattern":"^#"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"createdByUser":{"description":"The user who created the project (with email).","allOf":[{"$ref":"user.schema.json"},{"type":"object","required":["email"],"properties":{"email":{"type":"string"}}}]},"deletedAt":{"description":"When the project was deleted; null while it is not.","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"description":{"description":"Present, may be null.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"firstPushedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"isNew":{"type":"boolean"},"name":{"type":"string"},"objectType":{"type":"string","const":"project"},"organizationId":{"$ref":"../definitions.schema.json#/definitions/uuid"},"pushedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"sectionId":{"description":"Present, may be null.","$ref":"../definitions.schema.json#/definitions/emptyableString"},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"visibility":{"description":"Who can see the project. Values seen: organization, specific.","type":"string","enum":["organization","specific"]}}};
const schema15 = {"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]};
const schema21 = {"description":"A UUID (either letter case).","type":"string","format":"uuid"};
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

const schema19 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"objects/user.schema.json","title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL, on the platform's image host.","type":"string","format":"uri"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter).","type":"string","format":"email"},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"username":{"type":"string"}}};
const formats0 = formats.uri;
const formats2 = formats.email;
const formats4 = formats.uuid;

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="objects/user.schema.json" */;
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
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate15.errors = [{instancePath:instancePath+"/avatarUrl",schemaPath:"#/properties/avatarUrl/format",keyword:"format",params:{format: "uri"}}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/avatarUrl",schemaPath:"#/properties/avatarUrl/type",keyword:"type",params:{type: "string"}}];
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
validate15.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
if(!(formats2(data2))){
validate15.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"}}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}}];
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
if(!(formats4(data3))){
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
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs11 = errors;
if(typeof data.name !== "string"){
validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate15.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data5){
validate15.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
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
validate15.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
validate15.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}}];
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
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

const pattern2 = new RegExp("^#", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="objects/project.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((data.about === undefined) && (missing0 = "about")) || ((data.archivedAt === undefined) && (missing0 = "archivedAt"))) || ((data.color === undefined) && (missing0 = "color"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.createdByUser === undefined) && (missing0 = "createdByUser"))) || ((data.deletedAt === undefined) && (missing0 = "deletedAt"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.firstPushedAt === undefined) && (missing0 = "firstPushedAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.isNew === undefined) && (missing0 = "isNew"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.organizationId === undefined) && (missing0 = "organizationId"))) || ((data.pushedAt === undefined) && (missing0 = "pushedAt"))) || ((data.sectionId === undefined) && (missing0 = "sectionId"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.visibility === undefined) && (missing0 = "visibility"))){
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
if(data.color !== undefined){
let data2 = data.color;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
validate12.errors = [{instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data3 = data.createdAt;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdByUser !== undefined){
let data4 = data.createdByUser;
const _errs10 = errors;
const _errs11 = errors;
if(!(validate15(data4, {instancePath:instancePath+"/createdByUser",parentData:data,parentDataProperty:"createdByUser",rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
var valid3 = _errs11 === errors;
if(valid3){
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.email === undefined) && (missing1 = "email")){
validate12.errors = [{instancePath:instancePath+"/createdByUser",schemaPath:"#/properties/createdByUser/allOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data4.email !== undefined){
if(typeof data4.email !== "string"){
validate12.errors = [{instancePath:instancePath+"/createdByUser/email",schemaPath:"#/properties/createdByUser/allOf/1/properties/email/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/createdByUser",schemaPath:"#/properties/createdByUser/allOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs12 === errors;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs16 = errors;
if(!(validate13(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data7 = data.description;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate12.errors = [{instancePath:instancePath+"/description",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPushedAt !== undefined){
let data8 = data.firstPushedAt;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate12.errors = [{instancePath:instancePath+"/firstPushedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/firstPushedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data9 = data.id;
const _errs23 = errors;
const _errs24 = errors;
if(errors === _errs24){
if(errors === _errs24){
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
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isNew !== undefined){
const _errs26 = errors;
if(typeof data.isNew !== "boolean"){
validate12.errors = [{instancePath:instancePath+"/isNew",schemaPath:"#/properties/isNew/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs28 = errors;
if(typeof data.name !== "string"){
validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data12 = data.objectType;
const _errs30 = errors;
if(typeof data12 !== "string"){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("project" !== data12){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "project"}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationId !== undefined){
let data13 = data.organizationId;
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
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
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pushedAt !== undefined){
let data14 = data.pushedAt;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data14 === "string"){
if(!pattern0.test(data14)){
validate12.errors = [{instancePath:instancePath+"/pushedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/pushedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sectionId !== undefined){
let data15 = data.sectionId;
const _errs38 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate12.errors = [{instancePath:instancePath+"/sectionId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema15.type}}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data16 = data.updatedAt;
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data16 === "string"){
if(!pattern0.test(data16)){
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.visibility !== undefined){
let data17 = data.visibility;
const _errs44 = errors;
if(typeof data17 !== "string"){
validate12.errors = [{instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data17 === "organization") || (data17 === "specific"))){
validate12.errors = [{instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/enum",keyword:"enum",params:{allowedValues: schema14.properties.visibility.enum}}];
return false;
}
var valid0 = _errs44 === errors;
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
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="project.deleted" */;
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
if("project.deleted" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "project.deleted"}}];
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
