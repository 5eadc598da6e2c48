/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_ResumeInputs */

const en_tours_resume = /** @type {(inputs: Tours_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue tour`)
};

const es_tours_resume = /** @type {(inputs: Tours_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar el recorrido`)
};

const fr_tours_resume = /** @type {(inputs: Tours_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reprendre la visite`)
};

/**
* | output |
* | --- |
* | "Continue tour" |
*
* @param {Tours_ResumeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_resume = /** @type {((inputs?: Tours_ResumeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_ResumeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_resume(inputs)
	if (locale === "fr") return fr_tours_resume(inputs)
	return en_tours_resume(inputs)
});