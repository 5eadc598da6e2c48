/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Repeats_Until_AloneInputs */

const en_admin_msg_repeats_until_alone = /** @type {(inputs: Admin_Msg_Repeats_Until_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how the event repeats, or leave Repeat until empty`)
};

const es_admin_msg_repeats_until_alone = /** @type {(inputs: Admin_Msg_Repeats_Until_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige cómo se repite el evento o deja vacío «Repetir hasta»`)
};

const fr_admin_msg_repeats_until_alone = /** @type {(inputs: Admin_Msg_Repeats_Until_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la récurrence de l’événement, ou laissez « Répéter jusqu’au » vide`)
};

/**
* | output |
* | --- |
* | "Choose how the event repeats, or leave Repeat until empty" |
*
* @param {Admin_Msg_Repeats_Until_AloneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_repeats_until_alone = /** @type {((inputs?: Admin_Msg_Repeats_Until_AloneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Repeats_Until_AloneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_repeats_until_alone(inputs)
	if (locale === "fr") return fr_admin_msg_repeats_until_alone(inputs)
	return en_admin_msg_repeats_until_alone(inputs)
});