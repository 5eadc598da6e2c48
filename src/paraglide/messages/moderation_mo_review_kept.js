/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Review_KeptInputs */

const en_moderation_mo_review_kept = /** @type {(inputs: Moderation_Mo_Review_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review stays; its reports are closed.`)
};

const es_moderation_mo_review_kept = /** @type {(inputs: Moderation_Mo_Review_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reseña se mantiene; sus denuncias quedan cerradas.`)
};

const fr_moderation_mo_review_kept = /** @type {(inputs: Moderation_Mo_Review_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’avis reste en ligne ; ses signalements sont clos.`)
};

/**
* | output |
* | --- |
* | "The review stays; its reports are closed." |
*
* @param {Moderation_Mo_Review_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_review_kept = /** @type {((inputs?: Moderation_Mo_Review_KeptInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Review_KeptInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_review_kept(inputs)
	if (locale === "fr") return fr_moderation_mo_review_kept(inputs)
	return en_moderation_mo_review_kept(inputs)
});