/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_No_UploadsInputs */

const en_moderation_mo_no_uploads = /** @type {(inputs: Moderation_Mo_No_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No paid uploads wait for review.`)
};

const es_moderation_mo_no_uploads = /** @type {(inputs: Moderation_Mo_No_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay cargas pagadas pendientes de revisión.`)
};

const fr_moderation_mo_no_uploads = /** @type {(inputs: Moderation_Mo_No_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun dépôt payé n’attend de vérification.`)
};

/**
* | output |
* | --- |
* | "No paid uploads wait for review." |
*
* @param {Moderation_Mo_No_UploadsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_no_uploads = /** @type {((inputs?: Moderation_Mo_No_UploadsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_No_UploadsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_no_uploads(inputs)
	if (locale === "fr") return fr_moderation_mo_no_uploads(inputs)
	return en_moderation_mo_no_uploads(inputs)
});