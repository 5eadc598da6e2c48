/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Moderation_Mo_Verified_PhoneInputs */

const en_moderation_mo_verified_phone = /** @type {(inputs: Moderation_Mo_Verified_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified: a code sent to the listing’s phone, ${i?.contact}, came back`)
};

const es_moderation_mo_verified_phone = /** @type {(inputs: Moderation_Mo_Verified_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificada: volvió el código enviado al teléfono de la ficha, ${i?.contact}`)
};

const fr_moderation_mo_verified_phone = /** @type {(inputs: Moderation_Mo_Verified_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiée : le code envoyé au téléphone de la fiche, ${i?.contact}, a été saisi`)
};

/**
* | output |
* | --- |
* | "Verified: a code sent to the listing’s phone, {contact}, came back" |
*
* @param {Moderation_Mo_Verified_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_verified_phone = /** @type {((inputs: Moderation_Mo_Verified_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Verified_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_verified_phone(inputs)
	if (locale === "fr") return fr_moderation_mo_verified_phone(inputs)
	return en_moderation_mo_verified_phone(inputs)
});