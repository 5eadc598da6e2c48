/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Admin_RequiredInputs */

const en_organiser_msg_admin_required = /** @type {(inputs: Organiser_Msg_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin access required`)
};

const es_organiser_msg_admin_required = /** @type {(inputs: Organiser_Msg_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere acceso de administrador`)
};

const fr_organiser_msg_admin_required = /** @type {(inputs: Organiser_Msg_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès administrateur requis`)
};

/**
* | output |
* | --- |
* | "Admin access required" |
*
* @param {Organiser_Msg_Admin_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_admin_required = /** @type {((inputs?: Organiser_Msg_Admin_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Admin_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_admin_required(inputs)
	if (locale === "fr") return fr_organiser_msg_admin_required(inputs)
	return en_organiser_msg_admin_required(inputs)
});