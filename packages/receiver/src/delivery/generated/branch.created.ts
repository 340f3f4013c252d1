// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates branch.created deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/events/branch.created.schema.json","title":"BranchCreatedEvent","description":"A new branch is created.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"event":{"type":"string","const":"branch.created"},"data":{"type":"object","required":["object"],"properties":{"object":{"$ref":"../objects/branch.schema.json"},"changes":{"$ref":"../envelope.schema.json#/definitions/changes"}}}}};
const schema13 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema39 = {"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/branch.schema.json","title":"Branch","description":"A branch of a project: the object of branch events, and the branch of a commits.created push.","type":"object","required":["createdAt","description","divergedFromBranchId","head","id","mergeSha","mergedIntoBranchId","name","objectType","parent","projectId","startedAtSha","status","updatedAt","user"],"properties":{"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"description":{"$ref":"../definitions.schema.json#/definitions/emptyableString"},"divergedFromBranchId":{"$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"head":{"description":"SHA of the branch's latest commit.","$ref":"../definitions.schema.json#/definitions/emptyableSha"},"id":{"description":"A UUID, or \"master\" for the main branch.","$ref":"../definitions.schema.json#/definitions/branchId"},"mergeSha":{"$ref":"../definitions.schema.json#/definitions/emptyableSha"},"mergedIntoBranchId":{"$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"name":{"type":"string"},"objectType":{"type":"string","const":"branch"},"parent":{"description":"Id of the parent branch: a UUID, \"master\", or empty for the main branch.","$ref":"../definitions.schema.json#/definitions/emptyableBranchId"},"projectId":{"$ref":"../definitions.schema.json#/definitions/uuid"},"startedAtSha":{"$ref":"../definitions.schema.json#/definitions/emptyableSha"},"status":{"description":"The branch's status. Known values: active, wip, feedback, review, merged, archived, deleted, diverged; the SDK types it as any string.","anyOf":[{"type":"string","enum":["active","wip","feedback","review","merged","archived","deleted","diverged"]},{"type":"string"}]},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"user":{"description":"The branch's owner (email may be absent).","$ref":"user.schema.json"},"userId":{"description":"Id of the branch's owner (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"},"userName":{"description":"Name of the branch's owner (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"}}};
const schema16 = {"description":"A string the platform may send as \"\" or null when it has no value.","type":["string","null"]};
const schema19 = {"description":"A UUID (either letter case).","type":"string","format":"uuid"};
const schema17 = {"description":"A branch id, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/branchId"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema18 = {"description":"A branch id: a UUID, or the literal \"master\" for the main branch.","anyOf":[{"$ref":"#/definitions/uuid"},{"type":"string","enum":["master"]}]};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema18.anyOf[1].enum}};
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

const schema20 = {"description":"A commit SHA, or \"\" / null when there is none.","anyOf":[{"$ref":"#/definitions/sha"},{"type":"string","maxLength":0},{"type":"null"}]};
const schema21 = {"description":"A 40-character lowercase hex commit SHA.","type":"string","pattern":"^[0-9a-f]{40}$"};
const pattern2 = new RegExp("^[0-9a-f]{40}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern2.test(data)){
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


function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema18.anyOf[1].enum}};
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

const schema26 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/objects/user.schema.json","title":"User","description":"A platform user: the creator of a project, a branch's owner, a commenter.","type":"object","required":["avatarUrl","createdAt","id","name","objectType","updatedAt","username"],"properties":{"avatarUrl":{"description":"Avatar image URL; \"\" (or null) for a user without an avatar.","$ref":"../definitions.schema.json#/definitions/emptyableUri"},"createdAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"deletedAt":{"description":"When the user was deleted (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"email":{"description":"E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.","anyOf":[{"type":"string","format":"email"},{"type":"string","maxLength":0},{"type":"null"}]},"id":{"$ref":"../definitions.schema.json#/definitions/uuid"},"lastActiveAt":{"description":"When the user was last active (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableTimestamp"},"name":{"description":"Display name.","type":"string"},"objectType":{"type":"string","const":"user"},"primaryEmailId":{"description":"Id of the user's primary e-mail address (SDK field; optional).","$ref":"../definitions.schema.json#/definitions/emptyableString"},"updatedAt":{"$ref":"../definitions.schema.json#/definitions/timestamp"},"username":{"type":"string"}}};
const schema27 = {"description":"A URL, or \"\" / null when there is none (a user without an avatar).","anyOf":[{"type":"string","format":"uri"},{"type":"string","maxLength":0},{"type":"null"}]};
const formats6 = formats.uri;
const formats8 = formats.email;
const schema29 = {"description":"A timestamp, or empty: the platform sends \"\" or null when the moment has not happened.","anyOf":[{"$ref":"#/definitions/timestamp"},{"type":"string","maxLength":0},{"type":"null"}]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate26.errors = vErrors;
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
validate26.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/user.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.avatarUrl === undefined) && (missing0 = "avatarUrl")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.username === undefined) && (missing0 = "username"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(formats6(data0))){
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
validate25.errors = vErrors;
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
validate25.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate26(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
if(!(formats8(data3))){
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
validate25.errors = vErrors;
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
validate25.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/format",keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/id",schemaPath:"../definitions.schema.json#/definitions/uuid/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate26(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate25.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate25.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("user" !== data7){
validate25.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "user"}}];
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
validate25.errors = [{instancePath:instancePath+"/primaryEmailId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type}}];
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
validate25.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
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
validate25.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}}];
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/objects/branch.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.createdAt === undefined) && (missing0 = "createdAt")) || ((data.description === undefined) && (missing0 = "description"))) || ((data.divergedFromBranchId === undefined) && (missing0 = "divergedFromBranchId"))) || ((data.head === undefined) && (missing0 = "head"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.mergeSha === undefined) && (missing0 = "mergeSha"))) || ((data.mergedIntoBranchId === undefined) && (missing0 = "mergedIntoBranchId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.parent === undefined) && (missing0 = "parent"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.startedAtSha === undefined) && (missing0 = "startedAtSha"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.user === undefined) && (missing0 = "user"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs4 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate12.errors = [{instancePath:instancePath+"/description",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divergedFromBranchId !== undefined){
const _errs7 = errors;
if(!(validate13(data.divergedFromBranchId, {instancePath:instancePath+"/divergedFromBranchId",parentData:data,parentDataProperty:"divergedFromBranchId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.head !== undefined){
const _errs8 = errors;
if(!(validate17(data.head, {instancePath:instancePath+"/head",parentData:data,parentDataProperty:"head",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs9 = errors;
if(!(validate19(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mergeSha !== undefined){
const _errs10 = errors;
if(!(validate17(data.mergeSha, {instancePath:instancePath+"/mergeSha",parentData:data,parentDataProperty:"mergeSha",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mergedIntoBranchId !== undefined){
const _errs11 = errors;
if(!(validate13(data.mergedIntoBranchId, {instancePath:instancePath+"/mergedIntoBranchId",parentData:data,parentDataProperty:"mergedIntoBranchId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs12 = errors;
if(typeof data.name !== "string"){
validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data8 = data.objectType;
const _errs14 = errors;
if(typeof data8 !== "string"){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("branch" !== data8){
validate12.errors = [{instancePath:instancePath+"/objectType",schemaPath:"#/properties/objectType/const",keyword:"const",params:{allowedValue: "branch"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent !== undefined){
const _errs16 = errors;
if(!(validate13(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectId !== undefined){
let data10 = data.projectId;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data10 === "string"){
if(!(formats0(data10))){
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
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtSha !== undefined){
const _errs20 = errors;
if(!(validate17(data.startedAtSha, {instancePath:instancePath+"/startedAtSha",parentData:data,parentDataProperty:"startedAtSha",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data12 = data.status;
const _errs21 = errors;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if(typeof data12 !== "string"){
const err0 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((((data12 === "active") || (data12 === "wip")) || (data12 === "feedback")) || (data12 === "review")) || (data12 === "merged")) || (data12 === "archived")) || (data12 === "deleted")) || (data12 === "diverged"))){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema14.properties.status.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs25 = errors;
if(typeof data12 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{}};
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
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data13 = data.updatedAt;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"}}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"../definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
const _errs30 = errors;
if(!(validate25(data.user, {instancePath:instancePath+"/user",parentData:data,parentDataProperty:"user",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data15 = data.userId;
const _errs31 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate12.errors = [{instancePath:instancePath+"/userId",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type}}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userName !== undefined){
let data16 = data.userName;
const _errs34 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate12.errors = [{instancePath:instancePath+"/userName",schemaPath:"../definitions.schema.json#/definitions/emptyableString/type",keyword:"type",params:{type: schema16.type}}];
return false;
}
var valid0 = _errs34 === errors;
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
/*# sourceURL="https://designhooks.dev/schemas/events/branch.created.schema.json" */;
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
if("branch.created" !== data1){
validate10.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/const",keyword:"const",params:{allowedValue: "branch.created"}}];
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
