/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_RepeatsInputs */

const en_admin_msg_repeats = /** @type {(inputs: Admin_Msg_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how the event repeats: Does not repeat, every week or every month`)
};

const es_admin_msg_repeats = /** @type {(inputs: Admin_Msg_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige cómo se repite el evento: no se repite, cada semana o cada mes`)
};

const fr_admin_msg_repeats = /** @type {(inputs: Admin_Msg_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la récurrence de l’événement : aucune, chaque semaine ou chaque mois`)
};

/**
* | output |
* | --- |
* | "Choose how the event repeats: Does not repeat, every week or every month" |
*
* @param {Admin_Msg_RepeatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_repeats = /** @type {((inputs?: Admin_Msg_RepeatsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_RepeatsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_repeats(inputs)
	if (locale === "fr") return fr_admin_msg_repeats(inputs)
	return en_admin_msg_repeats(inputs)
});