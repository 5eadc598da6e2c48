/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Listen_SubjectInputs */

const en_businesses_listen_subject = /** @type {(inputs: Businesses_Listen_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`about ${i?.name}`)
};

const es_businesses_listen_subject = /** @type {(inputs: Businesses_Listen_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sobre ${i?.name}`)
};

const fr_businesses_listen_subject = /** @type {(inputs: Businesses_Listen_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur ${i?.name}`)
};

/**
* | output |
* | --- |
* | "about {name}" |
*
* @param {Businesses_Listen_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_listen_subject = /** @type {((inputs: Businesses_Listen_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Listen_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_listen_subject(inputs)
	if (locale === "fr") return fr_businesses_listen_subject(inputs)
	return en_businesses_listen_subject(inputs)
});