/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Access_Not_Step_FreeInputs */

const en_tours_access_not_step_free = /** @type {(inputs: Tours_Access_Not_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not step-free: some steps or steep slopes`)
};

const es_tours_access_not_step_free = /** @type {(inputs: Tours_Access_Not_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con escalones: hay algunos escalones o cuestas empinadas`)
};

const fr_tours_access_not_step_free = /** @type {(inputs: Tours_Access_Not_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas entièrement de plain-pied : quelques marches ou pentes raides`)
};

/**
* | output |
* | --- |
* | "Not step-free: some steps or steep slopes" |
*
* @param {Tours_Access_Not_Step_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_access_not_step_free = /** @type {((inputs?: Tours_Access_Not_Step_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Access_Not_Step_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_access_not_step_free(inputs)
	if (locale === "fr") return fr_tours_access_not_step_free(inputs)
	return en_tours_access_not_step_free(inputs)
});