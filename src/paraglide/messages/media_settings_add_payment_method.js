/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Add_Payment_MethodInputs */

const en_media_settings_add_payment_method = /** @type {(inputs: Media_Settings_Add_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Payment Method`)
};

const es_media_settings_add_payment_method = /** @type {(inputs: Media_Settings_Add_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar método de pago`)
};

const fr_media_settings_add_payment_method = /** @type {(inputs: Media_Settings_Add_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un moyen de paiement`)
};

/**
* | output |
* | --- |
* | "Add Payment Method" |
*
* @param {Media_Settings_Add_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_add_payment_method = /** @type {((inputs?: Media_Settings_Add_Payment_MethodInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Add_Payment_MethodInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_add_payment_method(inputs)
	if (locale === "fr") return fr_media_settings_add_payment_method(inputs)
	return en_media_settings_add_payment_method(inputs)
});