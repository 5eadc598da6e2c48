/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_Step_Free_NoInputs */

const en_businesses_fact_step_free_no = /** @type {(inputs: Businesses_Fact_Step_Free_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steps at the entrance`)
};

const es_businesses_fact_step_free_no = /** @type {(inputs: Businesses_Fact_Step_Free_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escalones en la entrada`)
};

const fr_businesses_fact_step_free_no = /** @type {(inputs: Businesses_Fact_Step_Free_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marches à l’entrée`)
};

/**
* | output |
* | --- |
* | "Steps at the entrance" |
*
* @param {Businesses_Fact_Step_Free_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_step_free_no = /** @type {((inputs?: Businesses_Fact_Step_Free_NoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_Step_Free_NoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_step_free_no(inputs)
	if (locale === "fr") return fr_businesses_fact_step_free_no(inputs)
	return en_businesses_fact_step_free_no(inputs)
});