// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates project.updated deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"ProjectUpdatedEvent","description":"An existing project is updated.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"event":{"type":"string","const":"project.updated"},"data":{"type":"object","required":["object"],"properties":{"object":{"title":"Project","description":"A project: the object of project.created, project.updated and project.deleted.","type":"object","required":["about","archivedAt","color","createdAt","createdByUser","deletedAt","description","firstPushedAt","id","name","objectType","organizationId","pushedAt","sectionId","updatedAt","visibility"],"properties":{"about":{"description":"Present, may be null.","type":["string","null"]},"archivedAt":{"description":"When the project was archived; null while it is not.","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"assetAutoGeneration":{"description":"Which branches get assets generated (SDK field; optional). Known values: all, master, off.","anyOf":[{"type":"string","enum":["all","master","off"]},{"type":"string"}]},"color":{"description":"Hex colour string starting with #.","type":"string","pattern":"^#"},"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"createdByUser":{"title":"User","description":"The user who created the project (email may be absent).","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"createdAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","type":["string","null"]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"username":{"type":"string"}}},"deletedAt":{"description":"When the project was deleted; null while it is not.","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"description":{"description":"Present, may be null.","type":["string","null"]},"firstPushedAt":{"description":"When the project was first pushed; empty (null or \"\") for a project never pushed.","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"isNew":{"description":"Seen on project.created and project.updated; whether other events carry it is unknown (optional).","type":"boolean"},"name":{"type":"string"},"objectType":{"type":"string","const":"project"},"organizationId":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"pushedAt":{"description":"When the project was last pushed; empty (null or \"\") for a project never pushed.","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"repoCreatedAt":{"description":"When the project's repository was created (SDK field; optional).","anyOf":[{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},{"type":"string","maxLength":0},{"type":"null"}]},"sectionId":{"description":"Present, may be null.","type":["string","null"]},"sizeInBytes":{"description":"Size of the project's data (SDK field; optional).","type":"number","minimum":0},"type":{"description":"Kind of project (SDK field; optional). Known value: cloud; null for others.","anyOf":[{"type":"string","enum":["cloud"]},{"type":"string"},{"type":"null"}]},"updatedAt":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"visibility":{"description":"Who can see the project. Known values: organization, specific; the platform may add others (beta).","anyOf":[{"type":"string","enum":["organization","specific"]},{"type":"string"}]}}},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}}}},"definitions":{"timestamp":{"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},"Project":{"title":"Project","description":"A project: the object of project.created, project.updated and project.deleted.","type":"object","required":["about","archivedAt","color","createdAt","createdByUser","deletedAt","description","firstPushedAt","id","name","objectType","organizationId","pushedAt","sectionId","updatedAt","visibility"],"properties":{"about":{"description":"Present, may be null.","$ref":"#/definitions/emptyableString"},"archivedAt":{"description":"When the project was archived; null while it is not.","$ref":"#/definitions/emptyableTimestamp"},"assetAutoGeneration":{"description":"Which branches get assets generated (SDK field; optional). Known values: all, master, off.","anyOf":[{"type":"string","enum":["all","master","off"]},{"type":"string"}]},"color":{"description":"Hex colour string starting with #.","type":"string","pattern":"^#"},"createdAt":{"$ref":"#/definitions/timestamp"},"createdByUser":{"description":"The user who created the project (email may be absent).","$ref":"#/definitions/User"},"deletedAt":{"description":"When the project was deleted; null while it is not.","$ref":"#/definitions/emptyableTimestamp"},"description":{"description":"Present, may be null.","$ref":"#/definitions/emptyableString"},"firstPushedAt":{"description":"When the project was first pushed; empty (null or \"\") for a project never pushed.","$ref":"#/definitions/emptyableTimestamp"},"id":{"$ref":"#/definitions/uuid"},"isNew":{"description":"Seen on project.created and project.updated; whether other events carry it is unknown (optional).","type":"boolean"},"name":{"type":"string"},"objectType":{"type":"string","const":"project"},"organizationId":{"$ref":"#/definitions/uuid"},"pushedAt":{"description":"When the project was last pushed; empty (null or \"\") for a project never pushed.","$ref":"#/definitions/emptyableTimestamp"},"repoCreatedAt":{"description":"When the project's repository was created (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"sectionId":{"description":"Present, may be null.","$ref":"#/definitions/emptyableString"},"sizeInBytes":{"description":"Size of the project's data (SDK field; optional).","type":"number","minimum":0},"type":{"description":"Kind of project (SDK field; optional). Known value: cloud; null for others.","anyOf":[{"type":"string","enum":["cloud"]},{"type":"string"},{"type":"null"}]},"updatedAt":{"$ref":"#/definitions/timestamp"},"visibility":{"description":"Who can see the project. Known values: organization, specific; the platform may add others (beta).","anyOf":[{"type":"string","enum":["organization","specific"]},{"type":"string"}]}}},"emptyableString":{"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]},"emptyableTimestamp":{"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]},"User":{"title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"#/definitions/emptyableUri"},"createdAt":{"$ref":"#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"#/definitions/emptyableString"},"updatedAt":{"$ref":"#/definitions/timestamp"},"username":{"type":"string"}}},"emptyableUri":{"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]},"uuid":{"description":"A UUID (either letter case).","type":"string","format":"uuid"},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}},"$id":"https://designhooks.dev/schemas/events/project.updated.schema.json#fast"};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern2 = new RegExp("^#", "u");
const func2 = ucs2length;
const formats0 = formats.uri;
const formats2 = formats.email;
const formats4 = formats.uuid;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/project.updated.schema.json#fast" */;
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
if("project.updated" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "project.updated"}}];
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
if(((((((((((((((((data3.about === undefined) && (missing2 = "about")) || ((data3.archivedAt === undefined) && (missing2 = "archivedAt"))) || ((data3.color === undefined) && (missing2 = "color"))) || ((data3.createdAt === undefined) && (missing2 = "createdAt"))) || ((data3.createdByUser === undefined) && (missing2 = "createdByUser"))) || ((data3.deletedAt === undefined) && (missing2 = "deletedAt"))) || ((data3.description === undefined) && (missing2 = "description"))) || ((data3.firstPushedAt === undefined) && (missing2 = "firstPushedAt"))) || ((data3.id === undefined) && (missing2 = "id"))) || ((data3.name === undefined) && (missing2 = "name"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))) || ((data3.organizationId === undefined) && (missing2 = "organizationId"))) || ((data3.pushedAt === undefined) && (missing2 = "pushedAt"))) || ((data3.sectionId === undefined) && (missing2 = "sectionId"))) || ((data3.updatedAt === undefined) && (missing2 = "updatedAt"))) || ((data3.visibility === undefined) && (missing2 = "visibility"))){
validate10.errors = [{instancePath:instancePath+"/data/object",schemaPath:"#/properties/data/properties/object/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data3.about !== undefined){
let data4 = data3.about;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/about",schemaPath:"#/properties/data/properties/object/properties/about/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.about.type}}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.archivedAt !== undefined){
let data5 = data3.archivedAt;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err0 = {instancePath:instancePath+"/data/object/archivedAt",schemaPath:"#/properties/data/properties/object/properties/archivedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
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
const err1 = {instancePath:instancePath+"/data/object/archivedAt",schemaPath:"#/properties/data/properties/object/properties/archivedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(func2(data5) > 0){
const err2 = {instancePath:instancePath+"/data/object/archivedAt",schemaPath:"#/properties/data/properties/object/properties/archivedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err3 = {instancePath:instancePath+"/data/object/archivedAt",schemaPath:"#/properties/data/properties/object/properties/archivedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs17 = errors;
if(data5 !== null){
const err4 = {instancePath:instancePath+"/data/object/archivedAt",schemaPath:"#/properties/data/properties/object/properties/archivedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
}
}
if(!valid3){
const err5 = {instancePath:instancePath+"/data/object/archivedAt",schemaPath:"#/properties/data/properties/object/properties/archivedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.assetAutoGeneration !== undefined){
let data6 = data3.assetAutoGeneration;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data6 !== "string"){
const err6 = {instancePath:instancePath+"/data/object/assetAutoGeneration",schemaPath:"#/properties/data/properties/object/properties/assetAutoGeneration/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data6 === "all") || (data6 === "master")) || (data6 === "off"))){
const err7 = {instancePath:instancePath+"/data/object/assetAutoGeneration",schemaPath:"#/properties/data/properties/object/properties/assetAutoGeneration/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.assetAutoGeneration.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs23 = errors;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/data/object/assetAutoGeneration",schemaPath:"#/properties/data/properties/object/properties/assetAutoGeneration/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err9 = {instancePath:instancePath+"/data/object/assetAutoGeneration",schemaPath:"#/properties/data/properties/object/properties/assetAutoGeneration/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.color !== undefined){
let data7 = data3.color;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data7 === "string"){
if(!pattern2.test(data7)){
validate10.errors = [{instancePath:instancePath+"/data/object/color",schemaPath:"#/properties/data/properties/object/properties/color/pattern",keyword:"pattern",params:{pattern: "^#"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/color",schemaPath:"#/properties/data/properties/object/properties/color/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.createdAt !== undefined){
let data8 = data3.createdAt;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate10.errors = [{instancePath:instancePath+"/data/object/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.createdByUser !== undefined){
let data9 = data3.createdByUser;
const _errs29 = errors;
if(errors === _errs29){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing3;
if((((((((data9.avatarUrl === undefined) && (missing3 = "avatarUrl")) || ((data9.createdAt === undefined) && (missing3 = "createdAt"))) || ((data9.id === undefined) && (missing3 = "id"))) || ((data9.name === undefined) && (missing3 = "name"))) || ((data9.objectType === undefined) && (missing3 = "objectType"))) || ((data9.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data9.username === undefined) && (missing3 = "username"))){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser",schemaPath:"#/properties/data/properties/object/properties/createdByUser/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data9.avatarUrl !== undefined){
let data10 = data9.avatarUrl;
const _errs31 = errors;
const _errs32 = errors;
let valid6 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data10 === "string"){
if(!(formats0(data10))){
const err10 = {instancePath:instancePath+"/data/object/createdByUser/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/avatarUrl/anyOf/0/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/data/object/createdByUser/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/avatarUrl/anyOf/0/type",keyword:"type",params:{type: "string"}};
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
var _valid2 = _errs33 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs35 = errors;
if(errors === _errs35){
if(typeof data10 === "string"){
if(func2(data10) > 0){
const err12 = {instancePath:instancePath+"/data/object/createdByUser/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/avatarUrl/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err13 = {instancePath:instancePath+"/data/object/createdByUser/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/avatarUrl/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid2 = _errs35 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs37 = errors;
if(data10 !== null){
const err14 = {instancePath:instancePath+"/data/object/createdByUser/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/avatarUrl/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs37 === errors;
valid6 = valid6 || _valid2;
}
}
if(!valid6){
const err15 = {instancePath:instancePath+"/data/object/createdByUser/avatarUrl",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/avatarUrl/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.createdAt !== undefined){
let data11 = data9.createdAt;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/createdAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/createdAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.deletedAt !== undefined){
let data12 = data9.deletedAt;
const _errs41 = errors;
const _errs42 = errors;
let valid7 = false;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data12 === "string"){
if(!pattern0.test(data12)){
const err16 = {instancePath:instancePath+"/data/object/createdByUser/deletedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/deletedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/data/object/createdByUser/deletedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/deletedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var _valid3 = _errs43 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs45 = errors;
if(errors === _errs45){
if(typeof data12 === "string"){
if(func2(data12) > 0){
const err18 = {instancePath:instancePath+"/data/object/createdByUser/deletedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/deletedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err19 = {instancePath:instancePath+"/data/object/createdByUser/deletedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/deletedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid3 = _errs45 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs47 = errors;
if(data12 !== null){
const err20 = {instancePath:instancePath+"/data/object/createdByUser/deletedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/deletedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid3 = _errs47 === errors;
valid7 = valid7 || _valid3;
}
}
if(!valid7){
const err21 = {instancePath:instancePath+"/data/object/createdByUser/deletedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/deletedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.email !== undefined){
let data13 = data9.email;
const _errs49 = errors;
const _errs50 = errors;
let valid8 = false;
const _errs51 = errors;
if(errors === _errs51){
if(errors === _errs51){
if(typeof data13 === "string"){
if(!(formats2(data13))){
const err22 = {instancePath:instancePath+"/data/object/createdByUser/email",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/email/anyOf/0/format",keyword:"format",params:{format: "email"}};
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
const err23 = {instancePath:instancePath+"/data/object/createdByUser/email",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/email/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
var _valid4 = _errs51 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs53 = errors;
if(errors === _errs53){
if(typeof data13 === "string"){
if(func2(data13) > 0){
const err24 = {instancePath:instancePath+"/data/object/createdByUser/email",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/email/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/data/object/createdByUser/email",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/email/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var _valid4 = _errs53 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs55 = errors;
if(data13 !== null){
const err26 = {instancePath:instancePath+"/data/object/createdByUser/email",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/email/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid4 = _errs55 === errors;
valid8 = valid8 || _valid4;
}
}
if(!valid8){
const err27 = {instancePath:instancePath+"/data/object/createdByUser/email",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/email/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
var valid5 = _errs49 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.id !== undefined){
let data14 = data9.id;
const _errs57 = errors;
if(errors === _errs57){
if(errors === _errs57){
if(typeof data14 === "string"){
if(!(formats4(data14))){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/id",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/id/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/id",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid5 = _errs57 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.lastActiveAt !== undefined){
let data15 = data9.lastActiveAt;
const _errs59 = errors;
const _errs60 = errors;
let valid9 = false;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data15 === "string"){
if(!pattern0.test(data15)){
const err28 = {instancePath:instancePath+"/data/object/createdByUser/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/lastActiveAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/data/object/createdByUser/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/lastActiveAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid5 = _errs61 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs63 = errors;
if(errors === _errs63){
if(typeof data15 === "string"){
if(func2(data15) > 0){
const err30 = {instancePath:instancePath+"/data/object/createdByUser/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/lastActiveAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/data/object/createdByUser/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/lastActiveAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid5 = _errs63 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs65 = errors;
if(data15 !== null){
const err32 = {instancePath:instancePath+"/data/object/createdByUser/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/lastActiveAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid5 = _errs65 === errors;
valid9 = valid9 || _valid5;
}
}
if(!valid9){
const err33 = {instancePath:instancePath+"/data/object/createdByUser/lastActiveAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/lastActiveAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs59 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.name !== undefined){
const _errs67 = errors;
if(typeof data9.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/name",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid5 = _errs67 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.objectType !== undefined){
let data17 = data9.objectType;
const _errs69 = errors;
if(typeof data17 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/objectType",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data17){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/objectType",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid5 = _errs69 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.primaryEmailId !== undefined){
let data18 = data9.primaryEmailId;
const _errs71 = errors;
if((typeof data18 !== "string") && (data18 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/primaryEmailId",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/primaryEmailId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.createdByUser.properties.primaryEmailId.type}}];
return false;
}
var valid5 = _errs71 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.updatedAt !== undefined){
let data19 = data9.updatedAt;
const _errs73 = errors;
if(errors === _errs73){
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/updatedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/updatedAt",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid5 = _errs73 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.username !== undefined){
const _errs75 = errors;
if(typeof data9.username !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser/username",schemaPath:"#/properties/data/properties/object/properties/createdByUser/properties/username/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid5 = _errs75 === errors;
}
else {
var valid5 = true;
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
validate10.errors = [{instancePath:instancePath+"/data/object/createdByUser",schemaPath:"#/properties/data/properties/object/properties/createdByUser/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.deletedAt !== undefined){
let data21 = data3.deletedAt;
const _errs77 = errors;
const _errs78 = errors;
let valid10 = false;
const _errs79 = errors;
if(errors === _errs79){
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
const err34 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
var _valid6 = _errs79 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const _errs81 = errors;
if(errors === _errs81){
if(typeof data21 === "string"){
if(func2(data21) > 0){
const err36 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var _valid6 = _errs81 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const _errs83 = errors;
if(data21 !== null){
const err38 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid6 = _errs83 === errors;
valid10 = valid10 || _valid6;
}
}
if(!valid10){
const err39 = {instancePath:instancePath+"/data/object/deletedAt",schemaPath:"#/properties/data/properties/object/properties/deletedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
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
if(data3.description !== undefined){
let data22 = data3.description;
const _errs85 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/description",schemaPath:"#/properties/data/properties/object/properties/description/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.description.type}}];
return false;
}
var valid2 = _errs85 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.firstPushedAt !== undefined){
let data23 = data3.firstPushedAt;
const _errs87 = errors;
const _errs88 = errors;
let valid11 = false;
const _errs89 = errors;
if(errors === _errs89){
if(typeof data23 === "string"){
if(!pattern0.test(data23)){
const err40 = {instancePath:instancePath+"/data/object/firstPushedAt",schemaPath:"#/properties/data/properties/object/properties/firstPushedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
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
const err41 = {instancePath:instancePath+"/data/object/firstPushedAt",schemaPath:"#/properties/data/properties/object/properties/firstPushedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var _valid7 = _errs89 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs91 = errors;
if(errors === _errs91){
if(typeof data23 === "string"){
if(func2(data23) > 0){
const err42 = {instancePath:instancePath+"/data/object/firstPushedAt",schemaPath:"#/properties/data/properties/object/properties/firstPushedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/data/object/firstPushedAt",schemaPath:"#/properties/data/properties/object/properties/firstPushedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var _valid7 = _errs91 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs93 = errors;
if(data23 !== null){
const err44 = {instancePath:instancePath+"/data/object/firstPushedAt",schemaPath:"#/properties/data/properties/object/properties/firstPushedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid7 = _errs93 === errors;
valid11 = valid11 || _valid7;
}
}
if(!valid11){
const err45 = {instancePath:instancePath+"/data/object/firstPushedAt",schemaPath:"#/properties/data/properties/object/properties/firstPushedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
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
var valid2 = _errs87 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.id !== undefined){
let data24 = data3.id;
const _errs95 = errors;
if(errors === _errs95){
if(errors === _errs95){
if(typeof data24 === "string"){
if(!(formats4(data24))){
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
var valid2 = _errs95 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.isNew !== undefined){
const _errs97 = errors;
if(typeof data3.isNew !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/data/object/isNew",schemaPath:"#/properties/data/properties/object/properties/isNew/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid2 = _errs97 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.name !== undefined){
const _errs99 = errors;
if(typeof data3.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/name",schemaPath:"#/properties/data/properties/object/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs99 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data27 = data3.objectType;
const _errs101 = errors;
if(typeof data27 !== "string"){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("project" !== data27){
validate10.errors = [{instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/const",keyword:"const",params:{allowedValue: "project"}}];
return false;
}
var valid2 = _errs101 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.organizationId !== undefined){
let data28 = data3.organizationId;
const _errs103 = errors;
if(errors === _errs103){
if(errors === _errs103){
if(typeof data28 === "string"){
if(!(formats4(data28))){
validate10.errors = [{instancePath:instancePath+"/data/object/organizationId",schemaPath:"#/properties/data/properties/object/properties/organizationId/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/organizationId",schemaPath:"#/properties/data/properties/object/properties/organizationId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid2 = _errs103 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.pushedAt !== undefined){
let data29 = data3.pushedAt;
const _errs105 = errors;
const _errs106 = errors;
let valid12 = false;
const _errs107 = errors;
if(errors === _errs107){
if(typeof data29 === "string"){
if(!pattern0.test(data29)){
const err46 = {instancePath:instancePath+"/data/object/pushedAt",schemaPath:"#/properties/data/properties/object/properties/pushedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
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
const err47 = {instancePath:instancePath+"/data/object/pushedAt",schemaPath:"#/properties/data/properties/object/properties/pushedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid8 = _errs107 === errors;
valid12 = valid12 || _valid8;
if(!valid12){
const _errs109 = errors;
if(errors === _errs109){
if(typeof data29 === "string"){
if(func2(data29) > 0){
const err48 = {instancePath:instancePath+"/data/object/pushedAt",schemaPath:"#/properties/data/properties/object/properties/pushedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/data/object/pushedAt",schemaPath:"#/properties/data/properties/object/properties/pushedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var _valid8 = _errs109 === errors;
valid12 = valid12 || _valid8;
if(!valid12){
const _errs111 = errors;
if(data29 !== null){
const err50 = {instancePath:instancePath+"/data/object/pushedAt",schemaPath:"#/properties/data/properties/object/properties/pushedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid8 = _errs111 === errors;
valid12 = valid12 || _valid8;
}
}
if(!valid12){
const err51 = {instancePath:instancePath+"/data/object/pushedAt",schemaPath:"#/properties/data/properties/object/properties/pushedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
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
var valid2 = _errs105 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.repoCreatedAt !== undefined){
let data30 = data3.repoCreatedAt;
const _errs113 = errors;
const _errs114 = errors;
let valid13 = false;
const _errs115 = errors;
if(errors === _errs115){
if(typeof data30 === "string"){
if(!pattern0.test(data30)){
const err52 = {instancePath:instancePath+"/data/object/repoCreatedAt",schemaPath:"#/properties/data/properties/object/properties/repoCreatedAt/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/data/object/repoCreatedAt",schemaPath:"#/properties/data/properties/object/properties/repoCreatedAt/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid9 = _errs115 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs117 = errors;
if(errors === _errs117){
if(typeof data30 === "string"){
if(func2(data30) > 0){
const err54 = {instancePath:instancePath+"/data/object/repoCreatedAt",schemaPath:"#/properties/data/properties/object/properties/repoCreatedAt/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 0}};
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
const err55 = {instancePath:instancePath+"/data/object/repoCreatedAt",schemaPath:"#/properties/data/properties/object/properties/repoCreatedAt/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
var _valid9 = _errs117 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs119 = errors;
if(data30 !== null){
const err56 = {instancePath:instancePath+"/data/object/repoCreatedAt",schemaPath:"#/properties/data/properties/object/properties/repoCreatedAt/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid9 = _errs119 === errors;
valid13 = valid13 || _valid9;
}
}
if(!valid13){
const err57 = {instancePath:instancePath+"/data/object/repoCreatedAt",schemaPath:"#/properties/data/properties/object/properties/repoCreatedAt/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
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
var valid2 = _errs113 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.sectionId !== undefined){
let data31 = data3.sectionId;
const _errs121 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
validate10.errors = [{instancePath:instancePath+"/data/object/sectionId",schemaPath:"#/properties/data/properties/object/properties/sectionId/type",keyword:"type",params:{type: schema11.properties.data.properties.object.properties.sectionId.type}}];
return false;
}
var valid2 = _errs121 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.sizeInBytes !== undefined){
let data32 = data3.sizeInBytes;
const _errs123 = errors;
if(errors === _errs123){
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
validate10.errors = [{instancePath:instancePath+"/data/object/sizeInBytes",schemaPath:"#/properties/data/properties/object/properties/sizeInBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/sizeInBytes",schemaPath:"#/properties/data/properties/object/properties/sizeInBytes/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid2 = _errs123 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.type !== undefined){
let data33 = data3.type;
const _errs125 = errors;
const _errs126 = errors;
let valid14 = false;
const _errs127 = errors;
if(typeof data33 !== "string"){
const err58 = {instancePath:instancePath+"/data/object/type",schemaPath:"#/properties/data/properties/object/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!(data33 === "cloud")){
const err59 = {instancePath:instancePath+"/data/object/type",schemaPath:"#/properties/data/properties/object/properties/type/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.type.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid10 = _errs127 === errors;
valid14 = valid14 || _valid10;
if(!valid14){
const _errs129 = errors;
if(typeof data33 !== "string"){
const err60 = {instancePath:instancePath+"/data/object/type",schemaPath:"#/properties/data/properties/object/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid10 = _errs129 === errors;
valid14 = valid14 || _valid10;
if(!valid14){
const _errs131 = errors;
if(data33 !== null){
const err61 = {instancePath:instancePath+"/data/object/type",schemaPath:"#/properties/data/properties/object/properties/type/anyOf/2/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid10 = _errs131 === errors;
valid14 = valid14 || _valid10;
}
}
if(!valid14){
const err62 = {instancePath:instancePath+"/data/object/type",schemaPath:"#/properties/data/properties/object/properties/type/anyOf",keyword:"anyOf",params:{}};
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
var valid2 = _errs125 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.updatedAt !== undefined){
let data34 = data3.updatedAt;
const _errs133 = errors;
if(errors === _errs133){
if(typeof data34 === "string"){
if(!pattern0.test(data34)){
validate10.errors = [{instancePath:instancePath+"/data/object/updatedAt",schemaPath:"#/properties/data/properties/object/properties/updatedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/object/updatedAt",schemaPath:"#/properties/data/properties/object/properties/updatedAt/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs133 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.visibility !== undefined){
let data35 = data3.visibility;
const _errs135 = errors;
const _errs136 = errors;
let valid15 = false;
const _errs137 = errors;
if(typeof data35 !== "string"){
const err63 = {instancePath:instancePath+"/data/object/visibility",schemaPath:"#/properties/data/properties/object/properties/visibility/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!((data35 === "organization") || (data35 === "specific"))){
const err64 = {instancePath:instancePath+"/data/object/visibility",schemaPath:"#/properties/data/properties/object/properties/visibility/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.data.properties.object.properties.visibility.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid11 = _errs137 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs139 = errors;
if(typeof data35 !== "string"){
const err65 = {instancePath:instancePath+"/data/object/visibility",schemaPath:"#/properties/data/properties/object/properties/visibility/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid11 = _errs139 === errors;
valid15 = valid15 || _valid11;
}
if(!valid15){
const err66 = {instancePath:instancePath+"/data/object/visibility",schemaPath:"#/properties/data/properties/object/properties/visibility/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs136;
if(vErrors !== null){
if(_errs136){
vErrors.length = _errs136;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs135 === errors;
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
let data36 = data2.changes;
const _errs141 = errors;
if(errors === _errs141){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key0 in data36){
let data37 = data36[key0];
const _errs144 = errors;
if(errors === _errs144){
if(Array.isArray(data37)){
if(data37.length > 2){
validate10.errors = [{instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2}}];
return false;
}
else {
if(data37.length < 2){
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
var valid16 = _errs144 === errors;
if(!valid16){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data/changes",schemaPath:"#/properties/data/properties/changes/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs141 === errors;
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
