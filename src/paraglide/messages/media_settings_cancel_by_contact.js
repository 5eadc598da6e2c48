/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Media_Settings_Cancel_By_ContactInputs */

const en_media_settings_cancel_by_contact = /** @type {(inputs: Media_Settings_Cancel_By_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can cancel any time and keep Premium to the end of the period you paid for. To cancel, ${i?.link}.`)
};

const es_media_settings_cancel_by_contact = /** @type {(inputs: Media_Settings_Cancel_By_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puedes cancelar cuando quieras y conservar Premium hasta el final del período que pagaste. Para cancelar, ${i?.link}.`)
};

const fr_media_settings_cancel_by_contact = /** @type {(inputs: Media_Settings_Cancel_By_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez résilier à tout moment et garder Premium jusqu’à la fin de la période payée. Pour résilier, ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "You can cancel any time and keep Premium to the end of the period you paid for. To cancel, {link}." |
*
* @param {Media_Settings_Cancel_By_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_cancel_by_contact = /** @type {((inputs: Media_Settings_Cancel_By_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Cancel_By_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_cancel_by_contact(inputs)
	if (locale === "fr") return fr_media_settings_cancel_by_contact(inputs)
	return en_media_settings_cancel_by_contact(inputs)
});