/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, business: NonNullable<unknown> }} Moderation_Mo_ApprovedInputs */

const en_moderation_mo_approved = /** @type {(inputs: Moderation_Mo_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approved: ${i?.email} now manages ${i?.business}. They are emailed.`)
};

const es_moderation_mo_approved = /** @type {(inputs: Moderation_Mo_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobado: ${i?.email} ahora gestiona ${i?.business}. Se le avisó por correo.`)
};

const fr_moderation_mo_approved = /** @type {(inputs: Moderation_Mo_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuvé : ${i?.email} gère désormais ${i?.business}. Un e-mail lui a été envoyé.`)
};

/**
* | output |
* | --- |
* | "Approved: {email} now manages {business}. They are emailed." |
*
* @param {Moderation_Mo_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_approved = /** @type {((inputs: Moderation_Mo_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_ApprovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_approved(inputs)
	if (locale === "fr") return fr_moderation_mo_approved(inputs)
	return en_moderation_mo_approved(inputs)
});