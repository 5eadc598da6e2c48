/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Media_Settings_Until_CancelsInputs */

const en_media_settings_until_cancels = /** @type {(inputs: Media_Settings_Until_CancelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium stays active until ${i?.date}, the end of the period you paid for, and will not renew.`)
};

const es_media_settings_until_cancels = /** @type {(inputs: Media_Settings_Until_CancelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium seguirá activo hasta el ${i?.date}, el final del período que pagaste, y no se renovará.`)
};

const fr_media_settings_until_cancels = /** @type {(inputs: Media_Settings_Until_CancelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium reste actif jusqu’au ${i?.date}, fin de la période payée, et ne sera pas renouvelé.`)
};

/**
* | output |
* | --- |
* | "Premium stays active until {date}, the end of the period you paid for, and will not renew." |
*
* @param {Media_Settings_Until_CancelsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until_cancels = /** @type {((inputs: Media_Settings_Until_CancelsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Until_CancelsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until_cancels(inputs)
	if (locale === "fr") return fr_media_settings_until_cancels(inputs)
	return en_media_settings_until_cancels(inputs)
});