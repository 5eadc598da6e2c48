/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Status_CancelledInputs */

const en_media_settings_status_cancelled = /** @type {(inputs: Media_Settings_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const es_media_settings_status_cancelled = /** @type {(inputs: Media_Settings_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const fr_media_settings_status_cancelled = /** @type {(inputs: Media_Settings_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résiliée`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Media_Settings_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_status_cancelled = /** @type {((inputs?: Media_Settings_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Status_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_status_cancelled(inputs)
	if (locale === "fr") return fr_media_settings_status_cancelled(inputs)
	return en_media_settings_status_cancelled(inputs)
});