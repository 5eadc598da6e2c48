/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Find_Another_EventInputs */

const en_mail_find_another_event = /** @type {(inputs: Mail_Find_Another_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Find another event: ${i?.link}`)
};

const es_mail_find_another_event = /** @type {(inputs: Mail_Find_Another_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encuentra otro evento: ${i?.link}`)
};

const fr_mail_find_another_event = /** @type {(inputs: Mail_Find_Another_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trouvez un autre événement : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Find another event: {link}" |
*
* @param {Mail_Find_Another_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_find_another_event = /** @type {((inputs: Mail_Find_Another_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Find_Another_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_find_another_event(inputs)
	if (locale === "fr") return fr_mail_find_another_event(inputs)
	return en_mail_find_another_event(inputs)
});