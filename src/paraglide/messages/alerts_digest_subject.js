/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Digest_SubjectInputs */

const en_alerts_digest_subject = /** @type {(inputs: Alerts_Digest_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week near your favorites`)
};

const es_alerts_digest_subject = /** @type {(inputs: Alerts_Digest_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana cerca de tus favoritos`)
};

const fr_alerts_digest_subject = /** @type {(inputs: Alerts_Digest_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette semaine près de vos favoris`)
};

/**
* | output |
* | --- |
* | "This week near your favorites" |
*
* @param {Alerts_Digest_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_digest_subject = /** @type {((inputs?: Alerts_Digest_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Digest_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_digest_subject(inputs)
	if (locale === "fr") return fr_alerts_digest_subject(inputs)
	return en_alerts_digest_subject(inputs)
});