/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_Hearing_Loop_NoInputs */

const en_businesses_fact_hearing_loop_no = /** @type {(inputs: Businesses_Fact_Hearing_Loop_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hearing loop`)
};

const es_businesses_fact_hearing_loop_no = /** @type {(inputs: Businesses_Fact_Hearing_Loop_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin bucle de inducción auditiva`)
};

const fr_businesses_fact_hearing_loop_no = /** @type {(inputs: Businesses_Fact_Hearing_Loop_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de boucle magnétique`)
};

/**
* | output |
* | --- |
* | "No hearing loop" |
*
* @param {Businesses_Fact_Hearing_Loop_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_hearing_loop_no = /** @type {((inputs?: Businesses_Fact_Hearing_Loop_NoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_Hearing_Loop_NoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_hearing_loop_no(inputs)
	if (locale === "fr") return fr_businesses_fact_hearing_loop_no(inputs)
	return en_businesses_fact_hearing_loop_no(inputs)
});