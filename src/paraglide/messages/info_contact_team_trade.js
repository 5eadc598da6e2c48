/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Team_TradeInputs */

const en_info_contact_team_trade = /** @type {(inputs: Info_Contact_Team_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our Travel Trade Desk`)
};

const es_info_contact_team_trade = /** @type {(inputs: Info_Contact_Team_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuestra oficina de turismo profesional`)
};

const fr_info_contact_team_trade = /** @type {(inputs: Info_Contact_Team_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre service des professionnels du tourisme`)
};

/**
* | output |
* | --- |
* | "our Travel Trade Desk" |
*
* @param {Info_Contact_Team_TradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_team_trade = /** @type {((inputs?: Info_Contact_Team_TradeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Team_TradeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_team_trade(inputs)
	if (locale === "fr") return fr_info_contact_team_trade(inputs)
	return en_info_contact_team_trade(inputs)
});