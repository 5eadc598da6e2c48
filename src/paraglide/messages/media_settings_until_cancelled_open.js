/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Until_Cancelled_OpenInputs */

const en_media_settings_until_cancelled_open = /** @type {(inputs: Media_Settings_Until_Cancelled_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium stays active until the end of the period you paid for.`)
};

const es_media_settings_until_cancelled_open = /** @type {(inputs: Media_Settings_Until_Cancelled_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium seguirá activo hasta el final del período que pagaste.`)
};

const fr_media_settings_until_cancelled_open = /** @type {(inputs: Media_Settings_Until_Cancelled_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium reste actif jusqu’à la fin de la période payée.`)
};

/**
* | output |
* | --- |
* | "Premium stays active until the end of the period you paid for." |
*
* @param {Media_Settings_Until_Cancelled_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until_cancelled_open = /** @type {((inputs?: Media_Settings_Until_Cancelled_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Until_Cancelled_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until_cancelled_open(inputs)
	if (locale === "fr") return fr_media_settings_until_cancelled_open(inputs)
	return en_media_settings_until_cancelled_open(inputs)
});