/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Moderation_Mo_Verified_EmailInputs */

const en_moderation_mo_verified_email = /** @type {(inputs: Moderation_Mo_Verified_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified: a code sent to ${i?.contact}, at the business’s website domain, came back`)
};

const es_moderation_mo_verified_email = /** @type {(inputs: Moderation_Mo_Verified_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificada: volvió el código enviado a ${i?.contact}, en el dominio del sitio web del negocio`)
};

const fr_moderation_mo_verified_email = /** @type {(inputs: Moderation_Mo_Verified_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiée : le code envoyé à ${i?.contact}, sur le domaine du site web de l’établissement, a été saisi`)
};

/**
* | output |
* | --- |
* | "Verified: a code sent to {contact}, at the business’s website domain, came back" |
*
* @param {Moderation_Mo_Verified_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_verified_email = /** @type {((inputs: Moderation_Mo_Verified_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Verified_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_verified_email(inputs)
	if (locale === "fr") return fr_moderation_mo_verified_email(inputs)
	return en_moderation_mo_verified_email(inputs)
});