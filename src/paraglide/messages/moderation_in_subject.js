/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_SubjectInputs */

const en_moderation_in_subject = /** @type {(inputs: Moderation_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const es_moderation_in_subject = /** @type {(inputs: Moderation_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asunto`)
};

const fr_moderation_in_subject = /** @type {(inputs: Moderation_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objet`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Moderation_In_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_subject = /** @type {((inputs?: Moderation_In_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_subject(inputs)
	if (locale === "fr") return fr_moderation_in_subject(inputs)
	return en_moderation_in_subject(inputs)
});