/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Access_Step_FreeInputs */

const en_tours_access_step_free = /** @type {(inputs: Tours_Access_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-free all the way`)
};

const es_tours_access_step_free = /** @type {(inputs: Tours_Access_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin escalones en todo el recorrido`)
};

const fr_tours_access_step_free = /** @type {(inputs: Tours_Access_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans marches sur tout le parcours`)
};

/**
* | output |
* | --- |
* | "Step-free all the way" |
*
* @param {Tours_Access_Step_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_access_step_free = /** @type {((inputs?: Tours_Access_Step_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Access_Step_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_access_step_free(inputs)
	if (locale === "fr") return fr_tours_access_step_free(inputs)
	return en_tours_access_step_free(inputs)
});