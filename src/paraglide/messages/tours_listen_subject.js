/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Listen_SubjectInputs */

const en_tours_listen_subject = /** @type {(inputs: Tours_Listen_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tour’s points`)
};

const es_tours_listen_subject = /** @type {(inputs: Tours_Listen_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los puntos del recorrido`)
};

const fr_tours_listen_subject = /** @type {(inputs: Tours_Listen_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les étapes de la visite`)
};

/**
* | output |
* | --- |
* | "the tour’s points" |
*
* @param {Tours_Listen_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_listen_subject = /** @type {((inputs?: Tours_Listen_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Listen_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_listen_subject(inputs)
	if (locale === "fr") return fr_tours_listen_subject(inputs)
	return en_tours_listen_subject(inputs)
});