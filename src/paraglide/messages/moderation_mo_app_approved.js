/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Moderation_Mo_App_ApprovedInputs */

const en_moderation_mo_app_approved = /** @type {(inputs: Moderation_Mo_App_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} approved; the applicant is emailed.`)
};

const es_moderation_mo_app_approved = /** @type {(inputs: Moderation_Mo_App_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitud de ${i?.name} aprobada; se avisó al solicitante por correo.`)
};

const fr_moderation_mo_app_approved = /** @type {(inputs: Moderation_Mo_App_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Candidature de ${i?.name} approuvée ; un e-mail a été envoyé au candidat.`)
};

/**
* | output |
* | --- |
* | "{name} approved; the applicant is emailed." |
*
* @param {Moderation_Mo_App_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_app_approved = /** @type {((inputs: Moderation_Mo_App_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_App_ApprovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_app_approved(inputs)
	if (locale === "fr") return fr_moderation_mo_app_approved(inputs)
	return en_moderation_mo_app_approved(inputs)
});