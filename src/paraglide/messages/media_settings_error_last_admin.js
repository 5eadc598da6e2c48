/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Last_AdminInputs */

const en_media_settings_error_last_admin = /** @type {(inputs: Media_Settings_Error_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the only admin account, so it cannot be deleted. Make another account an admin first.`)
};

const es_media_settings_error_last_admin = /** @type {(inputs: Media_Settings_Error_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta es la única cuenta de administrador, así que no se puede eliminar. Primero haz administradora a otra cuenta.`)
};

const fr_media_settings_error_last_admin = /** @type {(inputs: Media_Settings_Error_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est le seul compte administrateur : il ne peut pas être supprimé. Nommez d’abord un autre compte administrateur.`)
};

/**
* | output |
* | --- |
* | "This is the only admin account, so it cannot be deleted. Make another account an admin first." |
*
* @param {Media_Settings_Error_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_last_admin = /** @type {((inputs?: Media_Settings_Error_Last_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Last_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_last_admin(inputs)
	if (locale === "fr") return fr_media_settings_error_last_admin(inputs)
	return en_media_settings_error_last_admin(inputs)
});