/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_No_SubjectInputs */

const en_owner_no_subject = /** @type {(inputs: Owner_No_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no subject)`)
};

const es_owner_no_subject = /** @type {(inputs: Owner_No_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sin asunto)`)
};

const fr_owner_no_subject = /** @type {(inputs: Owner_No_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sans objet)`)
};

/**
* | output |
* | --- |
* | "(no subject)" |
*
* @param {Owner_No_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_no_subject = /** @type {((inputs?: Owner_No_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_No_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_no_subject(inputs)
	if (locale === "fr") return fr_owner_no_subject(inputs)
	return en_owner_no_subject(inputs)
});