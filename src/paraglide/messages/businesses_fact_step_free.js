/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_Step_FreeInputs */

const en_businesses_fact_step_free = /** @type {(inputs: Businesses_Fact_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-free entrance`)
};

const es_businesses_fact_step_free = /** @type {(inputs: Businesses_Fact_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada sin escalones`)
};

const fr_businesses_fact_step_free = /** @type {(inputs: Businesses_Fact_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée de plain-pied`)
};

/**
* | output |
* | --- |
* | "Step-free entrance" |
*
* @param {Businesses_Fact_Step_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_step_free = /** @type {((inputs?: Businesses_Fact_Step_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_Step_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_step_free(inputs)
	if (locale === "fr") return fr_businesses_fact_step_free(inputs)
	return en_businesses_fact_step_free(inputs)
});