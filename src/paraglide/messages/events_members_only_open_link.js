/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Members_Only_Open_LinkInputs */

const en_events_members_only_open_link = /** @type {(inputs: Events_Members_Only_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`premium members`)
};

const es_events_members_only_open_link = /** @type {(inputs: Events_Members_Only_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`socios Premium`)
};

const fr_events_members_only_open_link = /** @type {(inputs: Events_Members_Only_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membres Premium`)
};

/**
* | output |
* | --- |
* | "premium members" |
*
* @param {Events_Members_Only_Open_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_members_only_open_link = /** @type {((inputs?: Events_Members_Only_Open_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Members_Only_Open_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_members_only_open_link(inputs)
	if (locale === "fr") return fr_events_members_only_open_link(inputs)
	return en_events_members_only_open_link(inputs)
});