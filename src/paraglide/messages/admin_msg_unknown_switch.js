/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Unknown_SwitchInputs */

const en_admin_msg_unknown_switch = /** @type {(inputs: Admin_Msg_Unknown_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose premium or active`)
};

const es_admin_msg_unknown_switch = /** @type {(inputs: Admin_Msg_Unknown_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige Premium o activo`)
};

const fr_admin_msg_unknown_switch = /** @type {(inputs: Admin_Msg_Unknown_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez Premium ou actif`)
};

/**
* | output |
* | --- |
* | "Choose premium or active" |
*
* @param {Admin_Msg_Unknown_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_unknown_switch = /** @type {((inputs?: Admin_Msg_Unknown_SwitchInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Unknown_SwitchInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_unknown_switch(inputs)
	if (locale === "fr") return fr_admin_msg_unknown_switch(inputs)
	return en_admin_msg_unknown_switch(inputs)
});