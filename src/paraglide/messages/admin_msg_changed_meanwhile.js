/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Changed_MeanwhileInputs */

const en_admin_msg_changed_meanwhile = /** @type {(inputs: Admin_Msg_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account changed meanwhile; reload and try again.`)
};

const es_admin_msg_changed_meanwhile = /** @type {(inputs: Admin_Msg_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cuenta cambió mientras tanto; vuelve a cargar la página e inténtalo de nuevo.`)
};

const fr_admin_msg_changed_meanwhile = /** @type {(inputs: Admin_Msg_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le compte a changé entre-temps ; rechargez la page et réessayez.`)
};

/**
* | output |
* | --- |
* | "The account changed meanwhile; reload and try again." |
*
* @param {Admin_Msg_Changed_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_changed_meanwhile = /** @type {((inputs?: Admin_Msg_Changed_MeanwhileInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Changed_MeanwhileInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_changed_meanwhile(inputs)
	if (locale === "fr") return fr_admin_msg_changed_meanwhile(inputs)
	return en_admin_msg_changed_meanwhile(inputs)
});