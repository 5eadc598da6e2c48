/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_SummaryInputs */

const en_owner_summary = /** @type {(inputs: Owner_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summary`)
};

const es_owner_summary = /** @type {(inputs: Owner_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

const fr_owner_summary = /** @type {(inputs: Owner_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synthèse`)
};

/**
* | output |
* | --- |
* | "Summary" |
*
* @param {Owner_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_summary = /** @type {((inputs?: Owner_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_summary(inputs)
	if (locale === "fr") return fr_owner_summary(inputs)
	return en_owner_summary(inputs)
});