/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_SubjectInputs */

const en_businesses_subject = /** @type {(inputs: Businesses_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const es_businesses_subject = /** @type {(inputs: Businesses_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asunto`)
};

const fr_businesses_subject = /** @type {(inputs: Businesses_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objet`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Businesses_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_subject = /** @type {((inputs?: Businesses_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_subject(inputs)
	if (locale === "fr") return fr_businesses_subject(inputs)
	return en_businesses_subject(inputs)
});