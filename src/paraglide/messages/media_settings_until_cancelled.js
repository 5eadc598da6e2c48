/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Media_Settings_Until_CancelledInputs */

const en_media_settings_until_cancelled = /** @type {(inputs: Media_Settings_Until_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium stays active until ${i?.date}, the end of the period you paid for.`)
};

const es_media_settings_until_cancelled = /** @type {(inputs: Media_Settings_Until_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium seguirá activo hasta el ${i?.date}, el final del período que pagaste.`)
};

const fr_media_settings_until_cancelled = /** @type {(inputs: Media_Settings_Until_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium reste actif jusqu’au ${i?.date}, fin de la période payée.`)
};

/**
* | output |
* | --- |
* | "Premium stays active until {date}, the end of the period you paid for." |
*
* @param {Media_Settings_Until_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until_cancelled = /** @type {((inputs: Media_Settings_Until_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Until_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until_cancelled(inputs)
	if (locale === "fr") return fr_media_settings_until_cancelled(inputs)
	return en_media_settings_until_cancelled(inputs)
});