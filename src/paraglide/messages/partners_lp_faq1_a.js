/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Partners_Lp_Faq1_AInputs */

const en_partners_lp_faq1_a = /** @type {(inputs: Partners_Lp_Faq1_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your business returns to a basic listing: still in the directory, without premium placement. We email a renewal reminder ${i?.days} days before expiry.`)
};

const es_partners_lp_faq1_a = /** @type {(inputs: Partners_Lp_Faq1_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu negocio vuelve a una ficha básica: sigue en el directorio, pero sin ubicación prémium. Te enviamos un recordatorio de renovación por correo ${i?.days} días antes del vencimiento.`)
};

const fr_partners_lp_faq1_a = /** @type {(inputs: Partners_Lp_Faq1_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre entreprise revient à une fiche de base : toujours dans l’annuaire, sans mise en avant premium. Nous vous envoyons un rappel de renouvellement par e-mail ${i?.days} jours avant l’expiration.`)
};

/**
* | output |
* | --- |
* | "Your business returns to a basic listing: still in the directory, without premium placement. We email a renewal reminder {days} days before expiry." |
*
* @param {Partners_Lp_Faq1_AInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq1_a = /** @type {((inputs: Partners_Lp_Faq1_AInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq1_AInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq1_a(inputs)
	if (locale === "fr") return fr_partners_lp_faq1_a(inputs)
	return en_partners_lp_faq1_a(inputs)
});