/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Messages_Empty_MemberInputs */

const en_dashboard_messages_empty_member = /** @type {(inputs: Dashboard_Messages_Empty_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messaging business owners is a premium member benefit.`)
};

const es_dashboard_messages_empty_member = /** @type {(inputs: Dashboard_Messages_Empty_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir a los dueños de los negocios es una ventaja de los socios Premium.`)
};

const fr_dashboard_messages_empty_member = /** @type {(inputs: Dashboard_Messages_Empty_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire aux propriétaires des commerces est un avantage réservé aux membres Premium.`)
};

/**
* | output |
* | --- |
* | "Messaging business owners is a premium member benefit." |
*
* @param {Dashboard_Messages_Empty_MemberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_messages_empty_member = /** @type {((inputs?: Dashboard_Messages_Empty_MemberInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Messages_Empty_MemberInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_messages_empty_member(inputs)
	if (locale === "fr") return fr_dashboard_messages_empty_member(inputs)
	return en_dashboard_messages_empty_member(inputs)
});