/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_Hearing_LoopInputs */

const en_businesses_fact_hearing_loop = /** @type {(inputs: Businesses_Fact_Hearing_LoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hearing loop`)
};

const es_businesses_fact_hearing_loop = /** @type {(inputs: Businesses_Fact_Hearing_LoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bucle de inducción auditiva`)
};

const fr_businesses_fact_hearing_loop = /** @type {(inputs: Businesses_Fact_Hearing_LoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boucle magnétique`)
};

/**
* | output |
* | --- |
* | "Hearing loop" |
*
* @param {Businesses_Fact_Hearing_LoopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_hearing_loop = /** @type {((inputs?: Businesses_Fact_Hearing_LoopInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_Hearing_LoopInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_hearing_loop(inputs)
	if (locale === "fr") return fr_businesses_fact_hearing_loop(inputs)
	return en_businesses_fact_hearing_loop(inputs)
});