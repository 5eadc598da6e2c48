/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Members_Only_LinkInputs */

const en_events_members_only_link = /** @type {(inputs: Events_Members_Only_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium membership`)
};

const es_events_members_only_link = /** @type {(inputs: Events_Members_Only_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membresía Premium`)
};

const fr_events_members_only_link = /** @type {(inputs: Events_Members_Only_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adhésion Premium`)
};

/**
* | output |
* | --- |
* | "Premium membership" |
*
* @param {Events_Members_Only_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_members_only_link = /** @type {((inputs?: Events_Members_Only_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Members_Only_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_members_only_link(inputs)
	if (locale === "fr") return fr_events_members_only_link(inputs)
	return en_events_members_only_link(inputs)
});