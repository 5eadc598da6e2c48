/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Check_EmailInputs */

const en_events_check_email = /** @type {(inputs: Events_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your email for confirmation.`)
};

const es_events_check_email = /** @type {(inputs: Events_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo para ver la confirmación.`)
};

const fr_events_check_email = /** @type {(inputs: Events_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez vos e-mails pour la confirmation.`)
};

/**
* | output |
* | --- |
* | "Check your email for confirmation." |
*
* @param {Events_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_check_email = /** @type {((inputs?: Events_Check_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Check_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_check_email(inputs)
	if (locale === "fr") return fr_events_check_email(inputs)
	return en_events_check_email(inputs)
});