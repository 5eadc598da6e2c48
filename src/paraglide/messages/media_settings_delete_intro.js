/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Delete_IntroInputs */

const en_media_settings_delete_intro = /** @type {(inputs: Media_Settings_Delete_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This removes your account, favorites, event registrations, reviews and messages for good. Receipts of payments and donations are kept for our records, without your account.`)
};

const es_media_settings_delete_intro = /** @type {(inputs: Media_Settings_Delete_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto elimina para siempre tu cuenta, tus favoritos, tus inscripciones a eventos, tus reseñas y tus mensajes. Los recibos de pagos y donaciones se conservan en nuestros registros, sin vínculo con tu cuenta.`)
};

const fr_media_settings_delete_intro = /** @type {(inputs: Media_Settings_Delete_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette action supprime définitivement votre compte, vos favoris, vos inscriptions aux événements, vos avis et vos messages. Les reçus de paiements et de dons sont conservés dans nos archives, sans lien avec votre compte.`)
};

/**
* | output |
* | --- |
* | "This removes your account, favorites, event registrations, reviews and messages for good. Receipts of payments and donations are kept for our records, withou..." |
*
* @param {Media_Settings_Delete_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_delete_intro = /** @type {((inputs?: Media_Settings_Delete_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Delete_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_delete_intro(inputs)
	if (locale === "fr") return fr_media_settings_delete_intro(inputs)
	return en_media_settings_delete_intro(inputs)
});